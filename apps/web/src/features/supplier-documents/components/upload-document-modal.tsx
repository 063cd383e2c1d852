import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, MultiSelect, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { AOC_KIND, DOCUMENT_MESSAGES, LIABILITY_COVER_KIND } from '@charter/shared';
import { useFeedbackDialog } from '../../../components/ui/feedback-dialog';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { FILE_READ_FAILED, canReadFile, checkFile } from '../../../lib/api/upload';
import { failureContent } from '../../../lib/save-feedback';
import { addDocument, invalidateDocuments, replaceDocument, type SupplierDocument } from '../api/documents-api';
import { useCompliance, useDocumentCategories } from '../hooks/use-documents';
import { FileDrop } from './file-drop';

interface UploadDocumentModalProps {
  supplierId: string;
  /** null: a new document; a document: replace its file. */
  replacing: SupplierDocument | null;
  opened: boolean;
  onClose: () => void;
}

export function UploadDocumentModal({ supplierId, replacing, opened, onClose }: UploadDocumentModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={replacing ? `Replace ${replacing.fileName}` : 'Upload Document'} centered size="lg">
      {opened ? <UploadForm key={replacing?.id ?? 'new'} supplierId={supplierId} replacing={replacing} onDone={onClose} /> : null}
    </Modal>
  );
}

function UploadForm({ supplierId, replacing, onDone }: { supplierId: string; replacing: SupplierDocument | null; onDone: () => void }) {
  const categories = useDocumentCategories();
  const [category, setCategory] = useState<string>(replacing?.fileCategory ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [aircraftIds, setAircraftIds] = useState<string[]>(replacing?.aircraft.map((a) => a.id) ?? []);
  const [cover, setCover] = useState<number | ''>(replacing?.liabilityCover ?? '');
  // Which categories are required and what each carries (the AOC its aircraft, the insurance its cover).
  const standing = useCompliance(supplierId);
  const kind = standing.data?.documents.find((d) => d.category === category)?.kind ?? null;
  const extras = {
    ...(kind === AOC_KIND ? { aircraftIds } : {}),
    ...(kind === LIABILITY_COVER_KIND && typeof cover === 'number' ? { liabilityCover: cover } : {}),
  };
  const [errors, setErrors] = useState<{ category?: string; file?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const show = useFeedbackDialog();
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();

  const choose = (f: File) => {
    setFile(f);
    setErrors((e) => ({ ...e, file: checkFile(f, 'document') ?? undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      category: category ? undefined : DOCUMENT_MESSAGES.categoryRequired,
      file: file ? (checkFile(file, 'document') ?? undefined) : DOCUMENT_MESSAGES.fileRequired,
    };
    setErrors(found);
    if (found.category || found.file || !file) return;
    if (!(await canReadFile(file))) {
      show({ title: FILE_READ_FAILED.title, lines: [...FILE_READ_FAILED.lines], tone: 'error' });
      return;
    }
    setProgress(0);
    try {
      const result = replacing
        ? await replaceDocument(replacing, { fileCategory: category, file, ...extras }, setProgress)
        : await addDocument(supplierId, category, file, setProgress, extras);
      if (!result.success) {
        show({ ...failureContent('Document', result), title: 'Error uploading document' });
        return;
      }
      await invalidateDocuments(queryClient, supplierId);
      feedback.saved('Saving', result.messages.length ? result.messages : ['Document saved.']);
      onDone();
    } catch (err) {
      feedback.unexpected('Error uploading document', err);
    } finally {
      setProgress(null);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={replacing ? 'Replace document' : 'Upload document'}>
      <Stack gap="md">
        {replacing?.approved ? (
          <Alert color="orange" variant="light" title="Approval will be reset">
            <Text size="sm">
              A new file needs to be checked again: this document will no longer be approved until an administrator approves it.
            </Text>
          </Alert>
        ) : null}
        <Select
          label="Category"
          required
          placeholder={categories.isPending ? 'Loading…' : 'Choose a category'}
          data={categories.data ?? []}
          value={category || null}
          onChange={(v) => {
            setCategory(v ?? '');
            setErrors((e) => ({ ...e, category: undefined }));
          }}
          error={errors.category ?? (categories.isError ? 'Error Loading' : undefined)}
        />
        {kind === AOC_KIND ? (
          <MultiSelect
            label="Aircraft on this certificate"
            description="An administrator confirms them when approving the certificate; only confirmed aircraft can be offered in bids."
            placeholder={standing.data?.aircraft.length === 0 ? 'No active aircraft' : 'Choose aircraft'}
            data={(standing.data?.aircraft ?? []).map((a) => ({ value: a.id, label: `${a.licenseNumber} (${a.type})` }))}
            value={aircraftIds}
            onChange={setAircraftIds}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        {kind === LIABILITY_COVER_KIND ? (
          <NumberInput
            label="Liability cover (AUD)"
            min={0}
            thousandSeparator=","
            prefix="$"
            decimalScale={2}
            value={cover}
            onChange={(v) => setCover(typeof v === 'number' ? v : '')}
          />
        ) : null}
        <div>
          <FileDrop file={file} onFile={choose} progress={progress} label="Document file" />
          {errors.file ? (
            <Text c="red" size="sm" mt={4} role="alert">
              {errors.file}
            </Text>
          ) : null}
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={progress !== null}>
            Cancel
          </Button>
          <Button type="submit" loading={progress !== null}>
            {replacing ? 'Replace File' : 'Upload'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
