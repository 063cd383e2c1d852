import { useState } from 'react';
import { Button, Progress, Stack, Text } from '@mantine/core';
import { REPORT_MESSAGES, countOf } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { useExcelDownload, type DownloadProgress } from '../../../lib/use-excel-download';
import { sizeText } from '../model/report-filter';

function progressText(p: DownloadProgress): string {
  const rows = p.rows === null ? '' : ` (${countOf(p.rows, 'row')})`;
  if (!p.received) return `Preparing the file${rows}...`;
  return `Downloading: ${sizeText(p.received)} received${rows}`;
}

/**
 * Download Excel: the report's whole range as an .xlsx, with what has arrived shown while it
 * streams in; a failure says "Error Loading Report" with a Retry (supplier-and-admin section 8).
 */
export function ReportDownloadButton({ path, fileName, disabled }: { path: string; fileName: string; disabled?: boolean }) {
  const { download, progress, busy } = useExcelDownload();
  const [error, setError] = useState<unknown>(null);
  const start = () => {
    setError(null);
    void download(path, fileName).catch((err: unknown) => setError(err));
  };
  return (
    <Stack gap={4} miw={220}>
      <Button variant="default" onClick={start} disabled={busy || disabled}>
        {busy ? 'Downloading...' : 'Download Excel'}
      </Button>
      {progress ? (
        <>
          <Progress value={100} animated striped size="sm" aria-label="Download progress" />
          <Text size="xs" c="dimmed" aria-live="polite">
            {progressText(progress)}
          </Text>
        </>
      ) : null}
      {error ? <LoadError title={REPORT_MESSAGES.loadError} error={error} onRetry={start} /> : null}
    </Stack>
  );
}
