import type { AccountRecord, ApiResult } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';

export const accountKey = ['account', 'me'] as const;

export function fetchMyAccount(): Promise<AccountRecord> {
  return getJson<AccountRecord>('/api/accounts/me');
}

export interface UpdateMeResult {
  record?: AccountRecord;
  /** A fresh token: the display name in the account menu may have changed. */
  accessToken?: { token: string; expiry: string };
}

export function updateMyAccount(fields: Record<string, unknown>): Promise<ApiResult<UpdateMeResult>> {
  return postSave('/api/accounts/updateMe', fields);
}

export function setMyPassword(values: { originalPassword: string; password: string; checkPassword: string }): Promise<ApiResult> {
  return postSave('/api/accounts/setPassword', values);
}
