import { PRODUCT_NAME, SIGN_UP_CONFIRM_HOURS, countOf } from '@charter/shared';
import type { MailMessage } from '../../mail/mailer.js';
import { escapeHtml } from '../../lib/html.js';

/** The confirmation of a public sign-up: its link opens the account setup page. */
export function confirmSignUpEmail(to: { email: string; firstName: string }, organisation: string, url: string): MailMessage {
  const intro = `Thank you for signing up to ${PRODUCT_NAME} for ${organisation}.`;
  const ask = `Open this link within ${countOf(SIGN_UP_CONFIRM_HOURS, 'hour')} to confirm your e-mail address and choose your password (it works once):`;
  const ignore = 'If you did not sign up, you can ignore this e-mail: no account is opened without it.';
  return {
    to: to.email,
    subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
    text: [`Hello ${to.firstName},`, '', intro, ask, '', url, '', ignore].join('\n'),
    html: `<p>Hello ${escapeHtml(to.firstName)},</p><p>${escapeHtml(intro)}</p><p>${ask}</p>
<p><a href="${url}">Confirm my e-mail address</a></p><p>${ignore}</p>`,
  };
}

/** To each admin when a signed-up operator has confirmed its address. */
export function operatorAwaitingEmail(to: string, company: string, aocNumber: string, url: string): MailMessage {
  const subject = `New operator awaiting approval: ${company}`;
  const line = `${company} (AOC ${aocNumber}) has signed up and confirmed its e-mail address. It cannot bid until an admin approves it.`;
  return {
    to,
    subject,
    text: [subject, '', line, '', `Review and approve it here: ${url}`].join('\n'),
    html: `<p>${escapeHtml(line)}</p><p><a href="${url}">Review and approve ${escapeHtml(company)}</a></p>`,
  };
}
