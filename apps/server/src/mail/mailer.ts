import { promises as fs } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Where mail goes, for the start-up banner. */
  describe(): string;
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_HOST is set; otherwise each message is written as an .eml file to the local
 * outbox folder (and logged), so a developer can open it without a mail server.
 */
export function createMailer(config: Config, outboxDir: string, log: (msg: string) => void): Mailer {
  if (config.smtp) {
    const smtp = config.smtp;
    const transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
      // A local capture server or relay may offer STARTTLS with a self-signed certificate.
      tls: { rejectUnauthorized: false },
    });
    return {
      describe: () => `SMTP ${smtp.host}:${smtp.port}`,
      send: async (m) => {
        await transport.sendMail({ from: config.mailFrom, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: () => `files in ${outboxDir}`,
    send: async (m) => {
      const info = await transport.sendMail({ from: config.mailFrom, to: m.to, subject: m.subject, text: m.text, html: m.html });
      await fs.mkdir(outboxDir, { recursive: true });
      const safeTo = m.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log(`E-mail to ${m.to} ("${m.subject}") written to ${file}`);
    },
  };
}
