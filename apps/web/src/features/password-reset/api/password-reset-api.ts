import type { ApiResult } from '@charter/shared';
import { postSave } from '../../../lib/api/http';

export function requestPasswordReset(email: string): Promise<ApiResult> {
  return postSave('/api/accounts/requestPasswordReset', { email });
}

export function resetMyPassword(id: string, token: string, password: string): Promise<ApiResult> {
  return postSave('/api/accounts/resetMyPassword/', { id, token, password });
}
