import { Button } from '@mantine/core';
import type { ShareTab } from '@charter/shared';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { useExcelDownload } from '../../../lib/use-excel-download';
import { shareExportPath } from '../api/share-list-api';
import type { ShareListParams } from '../model/share-list-params';

/** Admin only: the share tab as it is filtered now, as an Excel workbook. */
export function ShareExcelButton({ tab, params }: { tab: ShareTab; params: ShareListParams }) {
  const { download, progress, busy } = useExcelDownload();
  const feedback = useSaveFeedback();
  const start = () =>
    void download(shareExportPath(tab, params), `charter-shares-${tab}.xlsx`).catch((err: unknown) =>
      feedback.unexpected('Download Excel', err),
    );
  const label = !progress?.received ? 'Preparing...' : `Downloading ${Math.max(1, Math.round(progress.received / 1024))} KB`;
  return (
    <Button variant="default" onClick={start} disabled={busy} aria-live="polite">
      {busy ? label : 'Download Excel'}
    </Button>
  );
}
