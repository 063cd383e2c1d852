import { useQuery } from '@tanstack/react-query';
import { accountKey, fetchMyAccount } from '../api/account-api';

export function useMyAccount() {
  return useQuery({ queryKey: accountKey, queryFn: fetchMyAccount });
}
