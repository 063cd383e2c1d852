import { useCallback, useState } from 'react';
import { ApiError } from './api/api-error';
import { apiFetch } from './session/session';

export interface DownloadProgress {
  /** Bytes received so far; null until the server starts sending (it is still preparing the file). */
  received: number | null;
  /** Bytes in the file, when the server sent a Content-Length. */
  total: number | null;
  /** Rows in the file, when the server counted them up front (X-Total-Count: streamed reports). */
  rows: number | null;
}

function fileNameFrom(res: Response, fallback: string): string {
  const header = res.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? fallback;
}

/**
 * Downloads a file that needs the bearer token (a plain link cannot send it): fetch, count the
 * bytes as they stream in (and the rows a streamed report announced first), then hand the Blob to
 * the browser through an object URL. A refused call throws ApiError with the server's messages.
 * Serves the list exports and the reports alike.
 */
export function useExcelDownload() {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  const download = useCallback(async (path: string, fallbackName: string) => {
    setProgress({ received: null, total: null, rows: null });
    try {
      const res = await apiFetch(path, { headers: { Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
      if (!res.ok || !res.body) {
        const text = await res.text().catch(() => '');
        let body: unknown = null;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          body = null;
        }
        throw new ApiError(res.status, body, text || res.statusText);
      }
      const total = Number(res.headers.get('Content-Length')) || null;
      const count = res.headers.get('X-Total-Count');
      const rows = count === null ? null : Number(count);
      const reader = res.body.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let received = 0;
      setProgress({ received: 0, total, rows });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        setProgress({ received, total, rows });
      }
      const blob = new Blob(chunks, { type: res.headers.get('Content-Type') ?? 'application/octet-stream' });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = fileNameFrom(res, fallbackName);
      document.body.appendChild(a);
      a.click();
      a.remove();
      // The browser has taken its copy once the click is handled; free the memory soon after.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } finally {
      setProgress(null);
    }
  }, []);

  return { download, progress, busy: progress !== null };
}
