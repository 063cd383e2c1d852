import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { formatMoney } from '@charter/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyCard } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { useFeedbackDialog } from '../../../components/ui/feedback-dialog';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { formatDate, formatDay } from '../../../lib/format-date';
import { formatBytes } from '../../../lib/api/upload';
import { failureContent } from '../../../lib/save-feedback';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { cancelApproval, downloadDocument, invalidateDocuments, type SupplierDocument } from '../api/documents-api';
import { useDocuments } from '../hooks/use-documents';
import { documentStatusColor } from '../model/document-status';
import { ApproveDocumentModal } from './approve-document-modal';
import { ComplianceCard } from './compliance-card';
import { UploadDocumentModal } from './upload-document-modal';

interface DocumentsScreenProps {
  supplierId: string;
  /** Admin: Approve and Cancel Approval. */
  canApprove: boolean;
}

function Approved({ doc }: { doc: SupplierDocument }) {
  return doc.approved ? (
    <Badge variant="light" color="green" radius="sm">
      Approved
    </Badge>
  ) : (
    <Badge variant="outline" color="gray" radius="sm">
      Awaiting approval
    </Badge>
  );
}

/** What cancelling an approval does, asked first: the operator may no longer be able to bid. */
function cancelQuestion(doc: SupplierDocument): string {
  const removed = doc.expiryDate ? ` and its expiry date (${formatDay(doc.expiryDate)}) is removed` : '';
  return (
    `${doc.fileCategory} (${doc.fileName}) goes back to awaiting approval${removed}. ` +
    'Until it is approved again it does not count towards the operator being able to bid.'
  );
}

/** What a document carries besides its file: an insurance's cover, the aircraft on a certificate. */
function Carries({ doc }: { doc: SupplierDocument }) {
  return (
    <>
      {doc.liabilityCover !== null ? (
        <Text size="xs" c="dimmed">
          Liability cover {formatMoney('AUD', doc.liabilityCover)}
        </Text>
      ) : null}
      {doc.aircraft.length > 0 ? (
        <Text size="xs" c="dimmed">
          Aircraft: {doc.aircraft.map((a) => `${a.licenseNumber}${a.approved ? ' ✓' : ' (to confirm)'}`).join(', ')}
        </Text>
      ) : null}
    </>
  );
}

/** A supplier's compliance documents: list, upload, replace, download; admins approve them. */
export function DocumentsScreen({ supplierId, canApprove }: DocumentsScreenProps) {
  const docs = useDocuments(supplierId);
  const isMobile = useIsMobile();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [replacing, setReplacing] = useState<SupplierDocument | null>(null);
  const [approving, setApproving] = useState<SupplierDocument | null>(null);
  const [cancelling, setCancelling] = useState<SupplierDocument | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const show = useFeedbackDialog();
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();

  const openUpload = (doc: SupplierDocument | null) => {
    setReplacing(doc);
    setUploadOpen(true);
  };

  async function download(doc: SupplierDocument) {
    setBusy(doc.id);
    try {
      await downloadDocument(doc);
    } catch (err) {
      feedback.unexpected('Download', err);
    } finally {
      setBusy(null);
    }
  }

  async function cancel(doc: SupplierDocument) {
    setBusy(doc.id);
    try {
      const result = await cancelApproval(doc.id);
      if (!result.success) {
        show({ ...failureContent('Cancel Approval', result), title: 'Error cancelling approval' });
        return;
      }
      await invalidateDocuments(queryClient, supplierId);
      feedback.saved('Saving', result.messages.length ? result.messages : ['Approval cancelled.']);
    } catch (err) {
      feedback.unexpected('Error cancelling approval', err);
    } finally {
      setBusy(null);
      setCancelling(null);
    }
  }

  const actions = (doc: SupplierDocument) => (
    <Group gap="xs" wrap="wrap">
      <Button
        size="xs"
        variant="default"
        loading={busy === doc.id}
        onClick={() => void download(doc)}
        aria-label={`Download ${doc.fileName}`}
      >
        Download
      </Button>
      <Button size="xs" variant="default" onClick={() => openUpload(doc)} aria-label={`Replace ${doc.fileName}`}>
        Replace
      </Button>
      {canApprove && !doc.approved ? (
        <Button size="xs" color="green" onClick={() => setApproving(doc)} aria-label={`Approve ${doc.fileName}`}>
          Approve
        </Button>
      ) : null}
      {canApprove && doc.approved ? (
        <Button size="xs" variant="light" color="red" onClick={() => setCancelling(doc)} aria-label={`Cancel approval of ${doc.fileName}`}>
          Cancel Approval
        </Button>
      ) : null}
    </Group>
  );
  const status = (doc: SupplierDocument) => (
    <Badge color={documentStatusColor(doc.status)} variant="filled" radius="sm">
      {doc.status}
    </Badge>
  );

  return (
    <Stack gap="md">
      <ComplianceCard supplierId={supplierId} own={!canApprove} />
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" maw={560}>
          {canApprove
            ? 'Approve a document once you have checked it; approving asks for its expiry date.'
            : 'Your required documents must be approved and current before you can bid. Replacing a file resets its approval until it is checked again.'}
        </Text>
        <Button onClick={() => openUpload(null)}>Upload Document</Button>
      </Group>
      {docs.isPending ? <PageLoader label="Loading documents" /> : null}
      {docs.isError ? <LoadError title="Error Loading Supplier Documnts" query={docs} /> : null}
      {docs.data && docs.data.length === 0 ? (
        <EmptyCard>No documents yet. Upload your Air Operator Certificate, insurance and other compliance documents.</EmptyCard>
      ) : null}
      {docs.data && docs.data.length > 0 && isMobile ? (
        <Stack gap="sm" role="list" aria-label="Documents">
          {docs.data.map((doc) => (
            <Card key={doc.id} withBorder padding="md" role="listitem">
              <Group justify="space-between" mb={4} wrap="nowrap">
                <Text fw={700}>{doc.fileCategory}</Text>
                {status(doc)}
              </Group>
              <Carries doc={doc} />
              <Text size="sm" truncate>
                {doc.fileName} ({formatBytes(doc.size)})
              </Text>
              <Group gap="xs" my="xs">
                <Approved doc={doc} />
                <Text size="sm" c="dimmed">
                  {doc.expiryDate ? `Expires ${formatDay(doc.expiryDate)}` : 'No expiry date yet'}
                </Text>
              </Group>
              {actions(doc)}
            </Card>
          ))}
        </Stack>
      ) : null}
      {docs.data && docs.data.length > 0 && !isMobile ? (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="sm" aria-label="Documents">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>File Name</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Approved</Table.Th>
                  <Table.Th>Expiry</Table.Th>
                  <Table.Th>Uploaded</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {docs.data.map((doc) => (
                  <Table.Tr key={doc.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {doc.fileCategory}
                      </Text>
                      <Carries doc={doc} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" truncate maw={220} title={doc.fileName}>
                        {doc.fileName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatBytes(doc.size)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{status(doc)}</Table.Td>
                    <Table.Td>
                      <Approved doc={doc} />
                      {doc.approved && doc.approvedBy ? (
                        <Text size="xs" c="dimmed">
                          by {doc.approvedBy}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{formatDay(doc.expiryDate) || '—'}</Table.Td>
                    <Table.Td>{formatDate(doc.createdAt)}</Table.Td>
                    <Table.Td>{actions(doc)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ) : null}
      <UploadDocumentModal supplierId={supplierId} replacing={replacing} opened={uploadOpen} onClose={() => setUploadOpen(false)} />
      {canApprove ? <ApproveDocumentModal doc={approving} onClose={() => setApproving(null)} /> : null}
      <ConfirmDialog
        opened={cancelling !== null}
        title="Cancel Approval?"
        message={cancelling ? cancelQuestion(cancelling) : ''}
        confirmLabel="Cancel Approval"
        cancelLabel="Keep it approved"
        busy={cancelling !== null && busy === cancelling.id}
        onCancel={() => setCancelling(null)}
        onConfirm={() => cancelling && void cancel(cancelling)}
      />
    </Stack>
  );
}
