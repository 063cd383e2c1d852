import { NotFoundPage } from './not-found-page';

/** /manageAdmins and /manageAdmins/{adminId}. */
export function ManageAdminsPage() {
  return <NotFoundPage />;
}
