import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_MESSAGES } from '@charter/shared';
import { useFeedbackDialog } from '../../../components/ui/feedback-dialog';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { FILE_READ_FAILED, canReadFile, checkFile } from '../../../lib/api/upload';
import { failureContent } from '../../../lib/save-feedback';
import { addDocument, documentsKey, replaceDocument, type SupplierDocument } from '../api/documents-api';
import { useDocumentCategories } from '../hooks/use-documents';
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
        ? await replaceDocument(replacing, { fileCategory: category, file }, setProgress)
        : await addDocument(supplierId, category, file, setProgress);
      if (!result.success) {
        show({ ...failureContent('Document', result), title: 'Error uploading document' });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: documentsKey(supplierId) });
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
