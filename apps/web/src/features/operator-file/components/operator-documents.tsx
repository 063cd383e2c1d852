import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { EmptyCard } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { formatDate, formatDay } from '../../../lib/format-date';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { downloadOperatorDocument, type OperatorDocument } from '../api/operator-file-api';
import { useOperatorDocuments } from '../hooks/use-operator-file';
import { documentStatusColor } from '../model/document-status';

interface OperatorDocumentsProps {
  charterId: string;
  supplierId: string;
}

function Approval({ doc }: { doc: OperatorDocument }) {
  if (!doc.approved) {
    return (
      <Badge variant="outline" color="gray" radius="sm">
        Not approved
      </Badge>
    );
  }
  const by = [doc.approvedBy ? `by ${doc.approvedBy}` : null, doc.lastChecked ? `on ${formatDate(doc.lastChecked)}` : null].filter(Boolean);
  return (
    <Stack gap={2}>
      <Badge variant="light" color="green" radius="sm">
        Approved
      </Badge>
      {by.length ? (
        <Text size="xs" c="dimmed">
          {by.join(' ')}
        </Text>
      ) : null}
    </Stack>
  );
}

const Status = ({ doc }: { doc: OperatorDocument }) => (
  // Its own width: a narrow column (the dialog) must not cut "Nearly Expired" short.
  <Badge color={documentStatusColor(doc.status)} variant="filled" radius="sm" style={{ minWidth: 'max-content' }}>
    {doc.status}
  </Badge>
);

/**
 * The operator's documents, read only: category, file, status, approval (who and when) and expiry.
 * The file opens where the server allows it (`canOpen`: the client side only approved ones).
 */
export function OperatorDocuments({ charterId, supplierId }: OperatorDocumentsProps) {
  const docs = useOperatorDocuments(charterId, supplierId);
  const isMobile = useIsMobile();
  const feedback = useSaveFeedback();
  const [busy, setBusy] = useState<string | null>(null);

  async function open(doc: OperatorDocument) {
    setBusy(doc.id);
    try {
      await downloadOperatorDocument(charterId, supplierId, doc);
    } catch (err) {
      feedback.unexpected('Download', err);
    } finally {
      setBusy(null);
    }
  }
  const action = (doc: OperatorDocument) =>
    doc.canOpen ? (
      <Button size="xs" variant="default" loading={busy === doc.id} onClick={() => void open(doc)} aria-label={`Download ${doc.fileName}`}>
        Download
      </Button>
    ) : (
      <Text size="xs" c="dimmed">
        Opens once approved
      </Text>
    );
  const expiry = (doc: OperatorDocument) => (doc.expiryDate ? formatDay(doc.expiryDate) : 'No expiry date');

  if (docs.isPending) return <PageLoader label="Loading documents" />;
  if (docs.isError) return <LoadError title="Error Loading Supplier Documnts" query={docs} />;
  if (docs.data.length === 0) return <EmptyCard>This operator has not uploaded any documents.</EmptyCard>;
  if (isMobile) {
    return (
      <Stack gap="sm" role="list" aria-label="Documents">
        {docs.data.map((doc) => (
          <Card key={doc.id} withBorder padding="md" role="listitem">
            <Group justify="space-between" mb={4} wrap="nowrap">
              <Text fw={700}>{doc.fileCategory}</Text>
              <Status doc={doc} />
            </Group>
            <Text size="sm" truncate>
              {doc.fileName}
            </Text>
            <Group gap="md" my="xs" align="flex-start">
              <Approval doc={doc} />
              <Text size="sm" c="dimmed">
                Expires {expiry(doc)}
              </Text>
            </Group>
            {action(doc)}
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={680}>
        <Table striped verticalSpacing="sm" aria-label="Documents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Category</Table.Th>
              <Table.Th>File Name</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Approved</Table.Th>
              <Table.Th>Expiry</Table.Th>
              <Table.Th aria-label="File" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {docs.data.map((doc) => (
              <Table.Tr key={doc.id}>
                <Table.Td fw={600}>{doc.fileCategory}</Table.Td>
                <Table.Td>
                  <Text size="sm" truncate maw={220} title={doc.fileName}>
                    {doc.fileName}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Status doc={doc} />
                </Table.Td>
                <Table.Td>
                  <Approval doc={doc} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{expiry(doc)}</Table.Td>
                <Table.Td>{action(doc)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
