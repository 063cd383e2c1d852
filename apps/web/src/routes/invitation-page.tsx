import type { AccountRole } from '@charter/shared';
import { NotFoundPage } from './not-found-page';

/** /{role}Invitation/{id}/{token}: the "Welcome!" page an invitation e-mail opens. */
export function InvitationPage({ role }: { role: AccountRole }) {
  void role;
  return <NotFoundPage />;
}
