import { useQuery } from '@tanstack/react-query';
import { adminKey, adminListKey, fetchAdmin, fetchAdmins, type AdminFilter, type AdminKind } from '../api/admin-people-api';

export function useAdminList(kind: AdminKind, filter: AdminFilter) {
  return useQuery({ queryKey: adminListKey(kind, filter), queryFn: () => fetchAdmins(kind, filter), placeholderData: (p) => p });
}

export function useAdmin(kind: AdminKind, id: string) {
  return useQuery({ queryKey: adminKey(kind, id), queryFn: () => fetchAdmin(kind, id), enabled: !!id });
}
