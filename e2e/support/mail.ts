import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for an e-mail that the local SMTP capture server (global-setup) received. */
export async function waitForMail(match: (m: Mail) => boolean, timeoutMs = 15_000): Promise<Mail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through playwright test');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of (await readdir(dir)).sort().reverse()) {
      let mail: Mail;
      try {
        mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Mail;
      } catch {
        // The capture server is still writing this one: read it on the next pass.
        continue;
      }
      if (match(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error('No matching e-mail arrived');
    await new Promise((r) => setTimeout(r, 250));
  }
}
