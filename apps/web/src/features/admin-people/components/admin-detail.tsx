import { LoadingRows } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import type { AdminKind } from '../api/admin-people-api';
import { useAdmin } from '../hooks/use-admins';
import { AdminEditor } from './admin-editor';

/** One admin or charter admin's Detail tab: loads the record, then its editor. */
export function AdminDetail({ kind, id, selfId }: { kind: AdminKind; id: string; selfId: string | null }) {
  const query = useAdmin(kind, id);
  if (query.isPending) return <LoadingRows label="Loading" rows={4} height={56} />;
  if (query.isError) return <LoadError query={query} />;
  // Keyed by what was saved, so a save (or another admin's) refills the form.
  const d = query.data;
  const key = [d.status, d.email, d.firstName, d.lastName, d.phoneNumber, d.companyName, d.managesWorkflow, d.managesMessages].join('|');
  return <AdminEditor key={key} detail={d} self={selfId === d.id} />;
}

/** The person's name for the page title, once loaded. */
export function useAdminTitle(kind: AdminKind, id: string): string | null {
  const query = useAdmin(kind, id);
  return query.data ? `${query.data.firstName} ${query.data.lastName}`.trim() : null;
}
