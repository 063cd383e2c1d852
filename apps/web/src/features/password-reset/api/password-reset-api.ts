import type { ApiResult } from '@charter/shared';
import { postJson, postSave } from '../../../lib/api/http';

export function requestPasswordReset(email: string): Promise<ApiResult> {
  return postSave('/api/accounts/requestPasswordReset', { email });
}

export function resetMyPassword(id: string, token: string, password: string): Promise<ApiResult> {
  return postSave('/api/accounts/resetMyPassword/', { id, token, password });
}

export const resetLinkKey = (id: string, token: string) => ['passwordResetLink', id, token] as const;

/** Whether the e-mailed link may still be used: throws ApiError 404 (no such link) or 410 (used, expired). */
export function checkResetLink(id: string, token: string): Promise<ApiResult> {
  return postJson<ApiResult>('/api/accounts/checkPasswordReset', { id, token });
}
