import { NotFoundPage } from './not-found-page';

/** /confirmEmailChange/{id}/{token}: the link sent to a new e-mail address to confirm the change. */
export function ConfirmEmailChangePage() {
  return <NotFoundPage />;
}
