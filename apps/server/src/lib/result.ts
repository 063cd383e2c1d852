import type { ApiResult } from '@charter/shared';

export function ok<T>(result?: T, messages: string[] = []): ApiResult<T> {
  return { success: true, messages, result };
}

export function failed(messages: string[], errors?: Record<string, string[]>): ApiResult<never> {
  return { success: false, messages, ...(errors ? { errors } : {}) };
}
