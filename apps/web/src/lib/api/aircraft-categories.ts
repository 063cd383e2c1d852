import { useQuery } from '@tanstack/react-query';
import { LOOKUP_CACHE_MS, type AircraftCategoryDto } from '@charter/shared';
import { getJson } from './http';

/**
 * The aircraft categories (reference data): the fleet form picks from them and admins keep their
 * fuel burn. One key, so a saved change shows in both.
 */
export const aircraftCategoriesKey = ['aircraft', 'categories'] as const;

export function fetchAircraftCategories(): Promise<AircraftCategoryDto[]> {
  return getJson<AircraftCategoryDto[]>('/api/suppliers/categories');
}

export function useAircraftCategories() {
  return useQuery({ queryKey: aircraftCategoriesKey, queryFn: fetchAircraftCategories, staleTime: LOOKUP_CACHE_MS });
}
