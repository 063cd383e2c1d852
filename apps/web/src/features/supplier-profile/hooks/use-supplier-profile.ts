import { useQuery } from '@tanstack/react-query';
import { LOOKUP_CACHE_MS } from '@charter/shared';
import {
  charterTypesKey,
  fetchCharterTypeGroups,
  fetchProfile,
  fetchSecondaryEmails,
  fetchStates,
  profileKey,
  secondaryEmailsKey,
  statesKey,
} from '../api/supplier-profile-api';

export function useSupplierProfile(supplierId: string | null) {
  return useQuery({ queryKey: profileKey(supplierId), queryFn: () => fetchProfile(supplierId) });
}

export function useCharterTypeGroups() {
  return useQuery({ queryKey: charterTypesKey, queryFn: fetchCharterTypeGroups, staleTime: LOOKUP_CACHE_MS });
}

export function useStates() {
  return useQuery({ queryKey: statesKey, queryFn: fetchStates, staleTime: LOOKUP_CACHE_MS });
}

export function useSecondaryEmails(supplierId: string) {
  return useQuery({ queryKey: secondaryEmailsKey(supplierId), queryFn: () => fetchSecondaryEmails(supplierId) });
}
