import type { AircraftCategoryDto, AircraftCategoryFuel, ApiResult } from '@charter/shared';
import { postSave } from '../../../lib/api/http';

export function saveCategoryFuel(body: AircraftCategoryFuel): Promise<ApiResult<AircraftCategoryDto[]>> {
  return postSave<AircraftCategoryDto[]>('/api/admin/setAircraftCategoryFuel', body);
}
