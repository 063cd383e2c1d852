import type { ApiKeyDto, ApiResult } from '@charter/shared';
import { deleteSave, getJson, postSave } from '../../../lib/api/http';

export const apiKeysKey = (all: boolean) => ['api-keys', all ? 'all' : 'mine'] as const;

export const fetchApiKeys = (all: boolean) => getJson<ApiKeyDto[]>(all ? '/api/apiKeys/all' : '/api/apiKeys');
export const createApiKey = (input: { name: string; scopes: string[] }): Promise<ApiResult<ApiKeyDto>> => postSave('/api/apiKeys', input);
export const revokeApiKey = (id: string): Promise<ApiResult> => deleteSave(`/api/apiKeys/${encodeURIComponent(id)}`);
