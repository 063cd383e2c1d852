import type {
  AirportLookupDto,
  AirportLookupInput,
  AirportLookupPageDto,
  ApiResult,
  EmailTemplateDto,
  EmailTemplateInput,
  EmailTemplateSummaryDto,
  TermsInput,
  TermsVersionDto,
} from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';

const ROOT = 'workflow-admin';
export const contentKeys = {
  templates: [ROOT, 'templates'] as const,
  template: (id: string) => [ROOT, 'template', id] as const,
  terms: [ROOT, 'terms'] as const,
  termsTypes: [ROOT, 'terms-types'] as const,
  lookups: (search: string, state: string, page: number) => [ROOT, 'lookups', search, state, page] as const,
  lookupsRoot: [ROOT, 'lookups'] as const,
  lookup: (id: number) => [ROOT, 'lookup', id] as const,
  locationStates: [ROOT, 'location-states'] as const,
};

export interface LocationState {
  id: number;
  code: string;
  name: string;
}

// ---- E-mail templates
export const fetchTemplates = () => getJson<EmailTemplateSummaryDto[]>('/api/admin/getEmailTemplates');
export const fetchTemplate = (id: string) => getJson<EmailTemplateDto>(`/api/admin/getEmailTemplate/${encodeURIComponent(id)}`);
export const newTemplate = (body: EmailTemplateInput): Promise<ApiResult<EmailTemplateDto>> =>
  postSave('/api/admin/newEmailTemplate', body);
export const saveTemplate = (body: EmailTemplateInput & { id: string }): Promise<ApiResult<EmailTemplateDto>> =>
  postSave('/api/admin/saveEmailTemplate', body);

// ---- Terms and conditions
export const fetchTermsVersions = () => getJson<TermsVersionDto[]>('/api/admin/getTerms');
export const fetchTermsTypes = () => getJson<string[]>('/api/admin/getTermsTypes');
export const saveTerms = (body: TermsInput): Promise<ApiResult<TermsVersionDto>> => postSave('/api/admin/saveTerms', body);

// ---- Airport lookups
export function lookupsPath(search: string, state: string, page: number, pageSize: number): string {
  const q = new URLSearchParams();
  if (search.trim()) q.set('search', search.trim());
  if (state) q.set('state', state);
  q.set('page', String(page));
  q.set('pageSize', String(pageSize));
  return `/api/admin/airportLookups?${q.toString()}`;
}
export const fetchLookups = (search: string, state: string, page: number, pageSize: number) =>
  getJson<AirportLookupPageDto>(lookupsPath(search, state, page, pageSize));
export const fetchLookup = (id: number) => getJson<AirportLookupDto>(`/api/admin/airportLookup/${id}`);
export const fetchLocationStates = () => getJson<LocationState[]>('/api/accounts/getLocationStates');
export const addLookup = (body: AirportLookupInput): Promise<ApiResult<AirportLookupDto>> => postSave('/api/admin/addAirportLookup', body);
export const updateLookup = (body: AirportLookupInput & { id: number }): Promise<ApiResult<AirportLookupDto>> =>
  postSave('/api/admin/updateAirportLookup', body);
export const deleteLookup = (id: number): Promise<ApiResult> => postSave('/api/admin/deleteAirportLookup', { id });
