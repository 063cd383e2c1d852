import { NotFoundPage } from './not-found-page';

/** /manageCharterAdmins and /manageCharterAdmins/{clientList}. */
export function ManageCharterAdminsPage() {
  return <NotFoundPage />;
}
