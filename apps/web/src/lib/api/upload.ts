import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES, type ApiResult } from '@charter/shared';
import { apiFetch } from '../session/session';
import { readTokens } from '../session/token-store';
import { ApiError, isApiResult } from './api-error';

const ACCEPT = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  document: ['application/pdf', 'image/jpeg', 'image/png'],
} as const;

export type UploadKind = keyof typeof ACCEPT;

/** The `accept` attribute of a file input for this kind of upload. */
export function acceptOf(kind: UploadKind): string {
  return ACCEPT[kind].join(',');
}

/**
 * Checks a file before it is sent (the server checks the content again): null when fine, else a
 * message for the user. Saves a long upload that the server would refuse anyway.
 */
export function checkFile(file: { name: string; size: number; type: string }, kind: UploadKind): string | null {
  if (file.size === 0) return `${file.name} is empty.`;
  const max = kind === 'image' ? IMAGE_MAX_BYTES : DOCUMENT_MAX_BYTES;
  if (file.size > max) return `${file.name} is larger than ${max / 1024 / 1024} MB.`;
  const allowed: readonly string[] = ACCEPT[kind];
  if (!allowed.includes(file.type)) {
    return kind === 'image' ? 'Please choose a JPEG, PNG or WebP image.' : 'Please choose a PDF, JPEG or PNG file.';
  }
  return null;
}

/** "1.2 MB", "340 KB". */
/**
 * Whether the chosen file can still be read (it may have been moved, deleted or be unreadable since
 * it was picked): its first bytes are read before anything is sent.
 */
export async function canReadFile(file: Blob): Promise<boolean> {
  try {
    await file.slice(0, 16).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** What the documents screen says when the file could not be read (supplier-and-admin section 8: "Error Saving"). */
export const FILE_READ_FAILED = { title: 'Error Saving', lines: ['The file could not be read. Please choose it again.'] } as const;

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

interface XhrAnswer {
  status: number;
  text: string;
}

function sendOnce(path: string, form: FormData, token: string | undefined, onProgress: (fraction: number) => void): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(0, null, 'The upload did not reach the server.'));
    xhr.send(form);
  });
}

/**
 * A multipart save with upload progress. fetch cannot report upload progress, so this uses XHR
 * with the session's access token; an expired token (empty 401) is refreshed through apiFetch
 * (which owns the refresh rules) and the upload is sent once more. Resolves like postSave.
 */
export async function postMultipart<T = unknown>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void = () => {},
): Promise<ApiResult<T>> {
  const token = () => readTokens(window.localStorage)?.accessToken.token;
  let answer = await sendOnce(path, form, token(), onProgress);
  if (answer.status === 401 && answer.text.trim() === '') {
    // Any authenticated read makes the session manager refresh the access token.
    await apiFetch('/api/accounts/me', { method: 'GET' });
    answer = await sendOnce(path, form, token(), onProgress);
  }
  let body: unknown = null;
  try {
    body = answer.text ? JSON.parse(answer.text) : null;
  } catch {
    body = null;
  }
  if (answer.status !== 403 && answer.status < 500 && answer.status !== 401 && isApiResult(body)) return body as ApiResult<T>;
  throw new ApiError(answer.status, body, answer.text || `HTTP ${answer.status}`);
}

/** Reads a protected file (bearer token) as a Blob. */
export async function fetchBlob(path: string): Promise<Blob> {
  let res: Response;
  try {
    res = await apiFetch(path, { method: 'GET' });
  } catch (err) {
    throw err instanceof ApiError ? err : new ApiError(0, null, err instanceof Error ? err.message : String(err));
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    throw new ApiError(res.status, body, text || res.statusText);
  }
  return res.blob();
}

/** Downloads a protected file under its own name. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const blob = await fetchBlob(path);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
