import { Button } from '@mantine/core';
import type { CharterTab } from '@charter/shared';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { excelExportPath } from '../api/charter-list-api';
import { useExcelDownload } from '../../../lib/use-excel-download';
import type { ListParams } from '../model/list-params';

function progressLabel(received: number | null, total: number | null): string {
  if (received === null || received === 0) return 'Preparing...';
  if (total) return `Downloading ${Math.min(100, Math.round((received / total) * 100))}%`;
  return `Downloading ${Math.max(1, Math.round(received / 1024))} KB`;
}

/** Admin only: the list as it is filtered now, as an Excel workbook. */
export function ExcelButton({ tab, params }: { tab: CharterTab; params: ListParams }) {
  const { download, progress, busy } = useExcelDownload();
  const feedback = useSaveFeedback();
  const start = () =>
    void download(excelExportPath(tab, params), `charter-requests-${tab}.xlsx`).catch((err: unknown) =>
      feedback.unexpected('Download Excel', err),
    );
  return (
    <Button variant="default" onClick={start} loading={false} disabled={busy} aria-live="polite">
      {busy ? progressLabel(progress?.received ?? null, progress?.total ?? null) : 'Download Excel'}
    </Button>
  );
}
