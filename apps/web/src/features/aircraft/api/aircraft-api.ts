import type { AircraftDto, AircraftImageDto, ApiResult } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';
import { fetchBlob, postMultipart } from '../../../lib/api/upload';

export type Aircraft = AircraftDto;

export type AircraftImage = AircraftImageDto;

export interface AircraftBody {
  supplierId: string;
  aircraftCategoryId: string;
  licenseNumber: string;
  type: string;
  name: string;
  passengerLimit: number;
  maxPayloadKg: number | null;
  rangeKm: number | null;
  dangerousGoods: boolean;
  aircraftNotes: string;
  id?: string;
  status?: string;
}

const ROOT = 'aircraft';
export const aircraftListKey = (supplierId: string) => [ROOT, 'list', supplierId] as const;
export const imagesKey = (aircraftId: string) => [ROOT, 'images', aircraftId] as const;
export const imageBlobKey = (imageId: string) => [ROOT, 'image-blob', imageId] as const;

const enc = encodeURIComponent;

export function fetchAircraft(supplierId: string): Promise<Aircraft[]> {
  return getJson<Aircraft[]>(`/api/suppliers/aircraft/${enc(supplierId)}`);
}

export function saveAircraft(body: AircraftBody): Promise<ApiResult<Aircraft>> {
  return postSave<Aircraft>(body.id ? '/api/suppliers/updateAircraft' : '/api/suppliers/addAircraft', body);
}

export function fetchImages(aircraftId: string): Promise<AircraftImage[]> {
  return getJson<AircraftImage[]>(`/api/suppliers/aircraftImages/${enc(aircraftId)}`);
}

export function fetchImageBlob(imageId: string): Promise<Blob> {
  return fetchBlob(`/api/suppliers/aircraftImage/${enc(imageId)}`);
}

export function uploadImage(aircraftId: string, file: File, onProgress: (f: number) => void): Promise<ApiResult<AircraftImage>> {
  const form = new FormData();
  form.append('aircraftId', aircraftId);
  form.append('category', 'Exterior');
  form.append('file', file, file.name);
  return postMultipart<AircraftImage>('/api/suppliers/addAircraftImage', form, onProgress);
}

export function removeImage(id: string): Promise<ApiResult> {
  return postSave('/api/suppliers/removeAircraftImage', { id });
}
