import { useState } from 'react';
import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { ITINERARY_PREVIEW_HEIGHT_PX, formatJobReference } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { downloadFile } from '../../../lib/api/upload';
import {
  TITLES,
  documentFileName,
  documentPath,
  itineraryCalendarFileName,
  itineraryCalendarPath,
  type CharterDocumentKind,
} from '../api/charter-documents-api';
import { useDocumentUrl } from '../hooks/use-document-url';

interface DocumentDialogProps {
  kind: CharterDocumentKind;
  charterId: string;
  jobReference: number;
  onClose: () => void;
}

/** A PDF preview about 500 px high (section 9) with a Download button; loading and error states. */
export function DocumentDialog({ kind, charterId, jobReference, onClose }: DocumentDialogProps) {
  const file = useDocumentUrl(kind, charterId);
  const [downloading, setDownloading] = useState<'pdf' | 'ics' | null>(null);
  const feedback = useSaveFeedback();
  const title = `${TITLES[kind]} ${formatJobReference(jobReference)}`;

  async function download(what: 'pdf' | 'ics') {
    setDownloading(what);
    try {
      if (what === 'ics') await downloadFile(itineraryCalendarPath(charterId), itineraryCalendarFileName(jobReference));
      else await downloadFile(documentPath(kind, charterId, true), documentFileName(kind, jobReference));
    } catch (err) {
      feedback.unexpected('Download', err);
    } finally {
      setDownloading(null);
    }
  }

  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered>
      <Stack gap="md">
        {file.isError ? (
          <LoadError query={file} />
        ) : file.isPending || !file.url ? (
          <Center h={ITINERARY_PREVIEW_HEIGHT_PX} role="status" aria-label={`Loading ${TITLES[kind].toLowerCase()}`}>
            <Stack align="center" gap="xs">
              <Loader />
              <Text size="sm" c="dimmed">
                Preparing the {TITLES[kind].toLowerCase()}…
              </Text>
            </Stack>
          </Center>
        ) : (
          <iframe
            src={file.url}
            title={`${title} preview`}
            style={{ width: '100%', height: ITINERARY_PREVIEW_HEIGHT_PX, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {kind === 'itinerary' ? (
            <Button variant="light" onClick={() => void download('ics')} loading={downloading === 'ics'} disabled={file.isError}>
              Add to Calendar (.ics)
            </Button>
          ) : null}
          <Button onClick={() => void download('pdf')} loading={downloading === 'pdf'} disabled={file.isError}>
            Download
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
