import type { CONFIRM_EMAIL_PAGES } from '@charter/shared';
import { NotFoundPage } from './not-found-page';

/** /confirmEmailClient/{id}/{token} and /confirmEmailSupplier/{id}/{token}: account setup after a public sign-up. */
export function ConfirmEmailPage({ account }: { account: keyof typeof CONFIRM_EMAIL_PAGES }) {
  void account;
  return <NotFoundPage />;
}
