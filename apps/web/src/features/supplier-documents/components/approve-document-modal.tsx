import '@mantine/dates/styles.css';
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useQueryClient } from '@tanstack/react-query';
import { AOC_KIND, DOCUMENT_MESSAGES, LIABILITY_COVER_KIND } from '@charter/shared';
import { useFeedbackDialog } from '../../../components/ui/feedback-dialog';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { failureContent } from '../../../lib/save-feedback';
import { approveDocument, invalidateDocuments, type SupplierDocument } from '../api/documents-api';
import { useCompliance } from '../hooks/use-documents';
import { expiryDay, parseDayInput } from '../model/document-status';

interface ApproveDocumentModalProps {
  doc: SupplierDocument | null;
  onClose: () => void;
}

/**
 * Admin: approving needs the document's expiry date (supplier-and-admin section 4); an insurance
 * its liability cover, an Air Operator Certificate the aircraft ticked as on it (ADR 0043).
 */
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
  const [cover, setCover] = useState<number | ''>(doc.liabilityCover ?? '');
  const [coverError, setCoverError] = useState<string | undefined>();
  const [ticked, setTicked] = useState<string[]>(doc.aircraft.map((a) => a.id));
  const standing = useCompliance(doc.requiredKind === AOC_KIND ? doc.supplierId : '');
  const [busy, setBusy] = useState(false);
  const show = useFeedbackDialog();
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const expiredAt = expiryDay(day);
    const needsCover = doc.requiredKind === LIABILITY_COVER_KIND && !(typeof cover === 'number' && cover > 0);
    if (!expiredAt || needsCover) {
      if (!expiredAt) setError(DOCUMENT_MESSAGES.expiryRequired);
      if (needsCover) setCoverError(DOCUMENT_MESSAGES.coverRequired);
      return;
    }
    setBusy(true);
    try {
      const result = await approveDocument(doc.id, expiredAt, {
        ...(doc.requiredKind === AOC_KIND ? { aircraftIds: ticked } : {}),
        ...(doc.requiredKind === LIABILITY_COVER_KIND && typeof cover === 'number' ? { liabilityCover: cover } : {}),
      });
      if (!result.success) {
        show({ ...failureContent('Approve', result), title: 'Error approving document' });
        return;
      }
      await invalidateDocuments(queryClient, doc.supplierId);
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
        {doc.requiredKind === LIABILITY_COVER_KIND ? (
          <NumberInput
            label="Liability cover (AUD)"
            required
            min={0}
            thousandSeparator=","
            prefix="$"
            decimalScale={2}
            value={cover}
            onChange={(v) => {
              setCover(typeof v === 'number' ? v : '');
              setCoverError(undefined);
            }}
            error={coverError}
          />
        ) : null}
        {doc.requiredKind === AOC_KIND ? (
          <Checkbox.Group
            label="Aircraft on this certificate"
            description="Only the aircraft ticked here may be offered in bids."
            value={ticked}
            onChange={setTicked}
          >
            <Stack gap={6} mt="xs">
              {standing.isPending ? <Text fz="sm">Loading aircraft…</Text> : null}
              {standing.data?.aircraft.length === 0 ? <Text fz="sm">The operator has no active aircraft.</Text> : null}
              {standing.data?.aircraft.map((a) => (
                <Checkbox
                  key={a.id}
                  value={a.id}
                  label={`${a.licenseNumber} (${a.type})${doc.aircraft.some((l) => l.id === a.id) ? ' – listed by the operator' : ''}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : null}
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
