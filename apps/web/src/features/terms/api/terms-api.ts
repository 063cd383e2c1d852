import type { ApiResult } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';

export interface Terms {
  id: string;
  label: string;
  /** Plain text; paragraphs separated by blank lines. */
  terms: string;
}

export const termsKey = ['terms'] as const;

export function fetchTerms(): Promise<Terms> {
  return getJson<Terms>('/api/accounts/terms');
}

export function acceptTerms(termsId: string): Promise<ApiResult<{ accessToken?: { token: string; expiry: string } }>> {
  return postSave('/api/accounts/acceptTerms', { termsId });
}
