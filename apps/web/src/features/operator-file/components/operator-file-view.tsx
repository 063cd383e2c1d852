import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { OPERATOR_FILE_TABS, type OperatorFileTab } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { MessageCard } from '../../../components/ui/message-card';
import { Page } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api/api-error';
import type { OperatorFile } from '../api/operator-file-api';
import { useOperatorFile } from '../hooks/use-operator-file';
import { OperatorAircraft } from './operator-aircraft';
import { OperatorDocuments } from './operator-documents';

interface OperatorFileViewProps {
  charterId: string;
  supplierId: string;
  tab: OperatorFileTab;
  onTabChange: (tab: OperatorFileTab) => void;
  /** Back to the charter's bids. */
  backHref: string;
  /** Admins: the operator's full management page. */
  manageHref?: string;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm">{value || '–'}</Text>
    </div>
  );
}

function Detail({ file }: { file: OperatorFile }) {
  return (
    <Card withBorder padding="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label="Company" value={file.companyName} />
        <Field label="AOC Number" value={file.aocNumber} />
        <Field label="Address" value={file.companyAddress} />
        <Field label="Phone" value={file.companyPhone} />
        <Field label="Contact" value={file.contactName} />
        <Field label="E-mail" value={file.email} />
        <Field label="Compliance" value={file.complianceTypes.join(', ')} />
        {file.status !== null ? <Field label="Account" value={`${file.status}${file.preferred ? ' · Preferred' : ''}`} /> : null}
      </SimpleGrid>
    </Card>
  );
}

/**
 * {charter}/supplier/{supplierId}[/{activeKey}] (core section 2, "Supplier from a charter"): the
 * operator of a bid, read only: Detail, the aircraft it bid with, and its documents.
 */
export function OperatorFileView({ charterId, supplierId, tab, onTabChange, backHref, manageHref }: OperatorFileViewProps) {
  const query = useOperatorFile(charterId, supplierId);
  const actions = (
    <Group gap="md">
      {manageHref ? (
        <Anchor component={Link} to={manageHref} fz="sm">
          Manage supplier
        </Anchor>
      ) : null}
      <Anchor component={Link} to={backHref} fz="sm">
        ← Back to the bids
      </Anchor>
    </Group>
  );

  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return (
      <Page title="Operator">
        <MessageCard title="Sorry, this item is not available" action={{ label: 'Back to the bids', to: backHref }} tone="warning">
          This operator’s details are not shared with you.
        </MessageCard>
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page title="Operator" actions={actions}>
        <LoadError title="Error Loading" query={query} />
      </Page>
    );
  }
  if (query.isPending) {
    return (
      <Page title="Operator" actions={actions}>
        <Stack gap="md" role="status" aria-label="Loading operator">
          <Skeleton h={40} radius="md" />
          <Skeleton h={180} radius="lg" />
        </Stack>
      </Page>
    );
  }
  const file = query.data;
  return (
    <Page
      title={file.companyName}
      subtitle={
        <Group gap="xs" component="span">
          <span>Operator of a bid on this charter</span>
          {file.preferred ? (
            <Badge size="sm" variant="light" color="teal">
              Preferred
            </Badge>
          ) : null}
        </Group>
      }
      actions={actions}
    >
      <Tabs value={tab} onChange={(v) => v && onTabChange(v as OperatorFileTab)} keepMounted={false}>
        <Tabs.List>
          {OPERATOR_FILE_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {t}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="Detail" pt="md">
          <Detail file={file} />
        </Tabs.Panel>
        <Tabs.Panel value="Aircraft" pt="md">
          <OperatorAircraft charterId={charterId} supplierId={supplierId} aircraft={file.aircraft} />
        </Tabs.Panel>
        <Tabs.Panel value="Documents" pt="md">
          <OperatorDocuments charterId={charterId} supplierId={supplierId} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
