import type { ApiResult } from '@charter/shared';
import { apiFetch } from '../session/session';
import { SessionEndedError } from '../session/session-manager';
import { ApiError, isApiResult } from './api-error';

async function send(path: string, init: RequestInit): Promise<{ res: Response; text: string; body: unknown }> {
  let res: Response;
  try {
    res = await apiFetch(path, init);
  } catch (err) {
    if (err instanceof SessionEndedError) throw err;
    throw new ApiError(0, null, err instanceof Error ? err.message : String(err));
  }
  const text = await res.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { res, text, body };
}

/** A read: resolves with the JSON answer, throws ApiError for anything but 2xx. */
export async function getJson<T>(path: string): Promise<T> {
  const { res, text, body } = await send(path, { method: 'GET', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new ApiError(res.status, body, text || res.statusText);
  return body as T;
}

/**
 * A save: resolves with the ApiResult whether it succeeded or not (validation failures come as
 * HTTP 400 with success false); throws ApiError when the answer is not a save result at all or
 * access was refused (403), which the save dialogs treat as unexpected.
 */
export async function postSave<T = unknown>(path: string, payload: unknown): Promise<ApiResult<T>> {
  const { res, text, body } = await send(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload ?? {}),
  });
  if (res.status !== 403 && res.status < 500 && isApiResult(body)) return body as ApiResult<T>;
  throw new ApiError(res.status, body, text || res.statusText);
}

/** A POST whose answer is plain JSON (not the save shape). */
export async function postJson<T>(path: string, payload: unknown): Promise<T> {
  const { res, text, body } = await send(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload ?? {}),
  });
  if (!res.ok) throw new ApiError(res.status, body, text || res.statusText);
  return body as T;
}

/** A DELETE answered with the save shape, as postSave. */
export async function deleteSave<T = unknown>(path: string): Promise<ApiResult<T>> {
  const { res, text, body } = await send(path, { method: 'DELETE', headers: { Accept: 'application/json' } });
  if (res.status !== 403 && res.status < 500 && isApiResult(body)) return body as ApiResult<T>;
  throw new ApiError(res.status, body, text || res.statusText);
}
