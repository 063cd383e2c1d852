import '@mantine/dates/styles.css';
import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_MESSAGES } from '@charter/shared';
import { useFeedbackDialog } from '../../../components/ui/feedback-dialog';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { failureContent } from '../../../lib/save-feedback';
import { approveDocument, documentsKey, type SupplierDocument } from '../api/documents-api';
import { expiryDay, parseDayInput } from '../model/document-status';

interface ApproveDocumentModalProps {
  doc: SupplierDocument | null;
  onClose: () => void;
}

/** Admin: approving needs the document's expiry date (supplier-and-admin section 4). */
export function ApproveDocumentModal({ doc, onClose }: ApproveDocumentModalProps) {
  return (
    <Modal opened={doc !== null} onClose={onClose} title="Approve Document" centered>
      {doc ? <ApproveForm key={doc.id} doc={doc} onDone={onClose} /> : null}
    </Modal>
  );
}

function ApproveForm({ doc, onDone }: { doc: SupplierDocument; onDone: () => void }) {
  const [day, setDay] = useState<string>(doc.expiryDate ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const show = useFeedbackDialog();
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const expiredAt = expiryDay(day);
    if (!expiredAt) {
      setError(DOCUMENT_MESSAGES.expiryRequired);
      return;
    }
    setBusy(true);
    try {
      const result = await approveDocument(doc.id, expiredAt);
      if (!result.success) {
        show({ ...failureContent('Approve', result), title: 'Error approving document' });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: documentsKey(doc.supplierId) });
      feedback.saved('Saving', result.messages.length ? result.messages : ['Document approved.']);
      onDone();
    } catch (err) {
      feedback.unexpected('Error approving document', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Approve document">
      <Stack gap="md">
        <Text size="sm">
          {doc.fileCategory}: {doc.fileName}
        </Text>
        <DateInput
          label="Expiry Date"
          required
          placeholder="dd/mm/yyyy"
          valueFormat="DD/MM/YYYY"
          dateParser={parseDayInput}
          value={day || null}
          onChange={(v) => {
            setDay(v ?? '');
            setError(undefined);
          }}
          error={error}
          popoverProps={{ withinPortal: true }}
          clearable
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} color="green">
            Approve
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
