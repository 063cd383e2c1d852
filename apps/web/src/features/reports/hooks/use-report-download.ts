import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/session/session';

export interface ReportDownloadProgress {
  /** Bytes received so far; null while the server prepares the file. */
  received: number | null;
  /** Rows in the file, as the server counted them up front (X-Total-Count). */
  rows: number | null;
}

function fileNameFrom(res: Response, fallback: string): string {
  const plain = /filename="?([^";]+)"?/i.exec(res.headers.get('Content-Disposition') ?? '');
  return plain?.[1] ?? fallback;
}

/**
 * Downloads a report's Excel file with the bearer token: the body is read as a stream so the
 * screen shows how much has arrived (and the row count the server sent first), then handed to the
 * browser as a file. A refused or failed call throws ApiError with the server's messages.
 */
export function useReportDownload() {
  const [progress, setProgress] = useState<ReportDownloadProgress | null>(null);

  const download = useCallback(async (path: string, fallbackName: string) => {
    setProgress({ received: null, rows: null });
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
      const rows = res.headers.get('X-Total-Count');
      const total = rows === null ? null : Number(rows);
      const reader = res.body.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let received = 0;
      setProgress({ received: 0, rows: total });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        setProgress({ received, rows: total });
      }
      const url = URL.createObjectURL(new Blob(chunks, { type: res.headers.get('Content-Type') ?? 'application/octet-stream' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = fileNameFrom(res, fallbackName);
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } finally {
      setProgress(null);
    }
  }, []);

  return { download, progress, busy: progress !== null };
}
