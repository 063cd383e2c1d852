import { useState, type FormEvent } from 'react';
import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import type { EmailTemplateDto } from '@charter/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { EmptyCard, LoadingRows } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { formatDateTime } from '../../../lib/format-date';
import { firstServerErrorPerField } from '../../../lib/form-errors';
import { contentKeys, fetchTemplate, fetchTemplates, newTemplate, saveTemplate } from '../api/content-api';
import { useAdminSave } from '../hooks/use-admin-save';
import { isNew, workflowHref } from '../model/workflow-route';
import { countOf } from '@charter/shared';

/** E-mail templates: the list, or one template (or a new one) at /manageWorkflow/emails/{id|new}. */
export function EmailTemplatesTab({ templateId }: { templateId: string | null }) {
  if (templateId && isNew(templateId)) return <TemplateEditor key="new" template={null} />;
  if (templateId) return <TemplateLoader key={templateId} id={templateId} />;
  return <TemplateList />;
}

function TemplateList() {
  const list = useQuery({ queryKey: contentKeys.templates, queryFn: fetchTemplates });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          State-change events name the template their e-mail uses.
        </Text>
        <Button component={Link} to={workflowHref.newTemplate()}>
          New Template
        </Button>
      </Group>
      {list.isPending ? <LoadingRows label="Loading templates" /> : null}
      {list.isError ? <LoadError query={list} /> : null}
      {list.data && list.data.length === 0 ? <EmptyCard>No e-mail templates yet. Add one with New Template.</EmptyCard> : null}
      {list.data && list.data.length > 0 ? (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="sm" striped highlightOnHover aria-label="E-mail templates">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Used by</Table.Th>
                  <Table.Th>Last saved</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td>
                      <Anchor component={Link} to={workflowHref.template(t.id)} fw={600}>
                        {t.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" radius="sm" color={t.eventCount ? 'navy' : 'gray'}>
                        {countOf(t.eventCount, 'event')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDateTime(t.updatedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ) : null}
    </Stack>
  );
}

function TemplateLoader({ id }: { id: string }) {
  const one = useQuery({ queryKey: contentKeys.template(id), queryFn: () => fetchTemplate(id) });
  if (one.isPending) return <Skeleton h={320} role="status" aria-label="Loading template" />;
  if (one.isError)
    return (
      <Stack gap="sm">
        <BackLink />
        <LoadError title="Error Loading Template" query={one} />
      </Stack>
    );
  return <TemplateEditor key={`${one.data.id}-${one.data.updatedAt}`} template={one.data} />;
}

function BackLink() {
  return (
    <Anchor component={Link} to={workflowHref.choice('emails')} fz="sm">
      ← All templates
    </Anchor>
  );
}

function TemplateEditor({ template }: { template: EmailTemplateDto | null }) {
  const [name, setName] = useState(template?.name ?? '');
  const [value, setValue] = useState(template?.value ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = useAdminSave();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Name is required';
    if (!value.trim()) found.value = 'Value is required';
    if (Object.keys(found).length) return setErrors(found);
    setBusy(true);
    try {
      const result = template ? await saveTemplate({ id: template.id, name, value }) : await newTemplate({ name, value });
      if (!result.success) {
        setErrors(firstServerErrorPerField(result.errors));
        return save.failed(result);
      }
      await queryClient.invalidateQueries({ queryKey: contentKeys.templates });
      if (result.result) queryClient.setQueryData(contentKeys.template(result.result.id), result.result);
      save.saved(result.messages);
      if (!template && result.result) void navigate(workflowHref.template(result.result.id), { replace: true });
    } catch (err) {
      save.unexpected('Template', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={template ? 'Edit template' : 'New template'}>
      <Stack gap="md">
        <BackLink />
        <TextInput
          label="Name"
          required
          maxLength={100}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setErrors((x) => ({ ...x, name: '' }));
          }}
          error={errors.name || undefined}
          description={
            template && template.eventCount > 0
              ? `Used by ${countOf(template.eventCount, 'state-change event')}; a new name follows to them.`
              : undefined
          }
        />
        <Textarea
          label="Value"
          required
          description="The template's text. An event's message goes at {message} and its header title at {headerTitle}; {job}, {from}, {to} and the other message placeholders work too. Without {message} the message follows the template."
          autosize
          minRows={12}
          maxRows={30}
          maxLength={50000}
          styles={{ input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } }}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setErrors((x) => ({ ...x, value: '' }));
          }}
          error={errors.value || undefined}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {template ? 'Save Template' : 'Add Template'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
