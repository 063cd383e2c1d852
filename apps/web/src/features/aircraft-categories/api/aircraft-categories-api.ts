import type { AircraftCategoryDto, AircraftCategoryFuel, ApiResult } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';

export const aircraftCategoriesKey = ['aircraft', 'categories'] as const;

export function fetchAircraftCategories(): Promise<AircraftCategoryDto[]> {
  return getJson<AircraftCategoryDto[]>('/api/suppliers/categories');
}

export function saveCategoryFuel(body: AircraftCategoryFuel): Promise<ApiResult<AircraftCategoryDto[]>> {
  return postSave<AircraftCategoryDto[]>('/api/admin/setAircraftCategoryFuel', body);
}
