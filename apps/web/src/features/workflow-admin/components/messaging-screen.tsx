import { useState } from 'react';
import { Stack, Tabs } from '@mantine/core';
import type { StateChangeEventDto } from '@charter/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EmptyCard, LoadingRows } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { fetchEntities, fetchEvents, workflowKeys } from '../api/workflow-api';
import { audienceOfTab, eventsForTab, tabOfAudience } from '../model/event-groups';
import { MESSAGING_TYPES, messagingHref, parseMessagingRoute, type MessagingType } from '../model/messaging-route';
import { AddEventBar, type EventDraft } from './add-event-bar';
import { EventButtons } from './event-buttons';
import { EventEditor } from './event-editor';

/**
 * /manageMessaging/{type}/{eventId}: the state-change events per audience, grouped by entity, as
 * buttons headed from=>to; an event opens in the editor. `rest` is the path after /manageMessaging/.
 */
export function MessagingScreen({ rest }: { rest: string }) {
  const navigate = useNavigate();
  const route = parseMessagingRoute(rest);
  const entities = useQuery({ queryKey: workflowKeys.entities, queryFn: fetchEntities });
  const types = entities.data?.map((e) => e.entityType) ?? [];
  const events = useQueries({
    queries: types.map((t) => ({ queryKey: workflowKeys.events(t), queryFn: () => fetchEvents(t) })),
  });
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const all: StateChangeEventDto[] = events.flatMap((q) => q.data ?? []);
  const pending = entities.isPending || events.some((q) => q.isPending);
  const failed = events.find((q) => q.isError);
  const open = route.eventId ? all.find((e) => e.id === route.eventId) : undefined;
  const close = () => void navigate(messagingHref.type(route.type));

  return (
    <Stack gap="md">
      {entities.isError ? (
        // The workflow screen's entity list says "Error Loading Entities"; this one, the spec's other spelling.
        <LoadError title="Error Loading entities" query={entities} />
      ) : null}
      <Tabs value={route.type} onChange={(v) => v && void navigate(messagingHref.type(v as MessagingType))} keepMounted={false}>
        <Tabs.List mb="md">
          {MESSAGING_TYPES.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {t}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {MESSAGING_TYPES.map((t) => (
          <Tabs.Panel key={t} value={t}>
            <AudiencePanel
              type={t}
              entities={entities.data}
              events={all}
              pending={pending}
              error={failed?.error ?? null}
              retrying={events.some((q) => q.isError && q.isFetching)}
              retry={() => events.forEach((q) => q.isError && void q.refetch())}
              onAdd={setDraft}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <EventEditor
        opened={route.eventId !== null}
        event={open ?? null}
        state={open ? 'ready' : pending ? 'loading' : 'missing'}
        loadError={failed?.error ?? null}
        onClose={close}
        onSaved={(saved) => {
          // A changed audience moves the event to its own tab.
          const tab = tabOfAudience(saved.targetAudience) ?? route.type;
          if (tab !== route.type) void navigate(messagingHref.event(tab, saved.id), { replace: true });
        }}
        onDeleted={close}
      />
      <EventEditor
        opened={draft !== null}
        draft={draft}
        state="ready"
        loadError={null}
        onClose={() => setDraft(null)}
        onSaved={(saved) => {
          setDraft(null);
          void navigate(messagingHref.event(tabOfAudience(saved.targetAudience) ?? 'Admin', saved.id));
        }}
        onDeleted={() => setDraft(null)}
      />
    </Stack>
  );
}

interface AudiencePanelProps {
  type: MessagingType;
  entities: { entityType: string }[] | undefined;
  events: StateChangeEventDto[];
  pending: boolean;
  error: unknown;
  retrying: boolean;
  retry: () => void;
  onAdd: (draft: EventDraft) => void;
}

function AudiencePanel({ type, entities, events, pending, error, retrying, retry, onAdd }: AudiencePanelProps) {
  const audience = audienceOfTab(type);
  const groups = eventsForTab(events, type);
  return (
    <Stack gap="lg">
      {entities ? <AddEventBar entities={entities} audience={audience} onAdd={onAdd} /> : null}
      {pending ? <LoadingRows label={`Loading ${type} events`} rows={4} /> : null}
      {error ? <LoadError title="Error Loading State Change Events" error={error} retrying={retrying} onRetry={retry} /> : null}
      {!pending && !error && groups.length === 0 ? (
        <EmptyCard>No {type} messages yet. Choose an entity and a state change above, then Add.</EmptyCard>
      ) : null}
      {groups.map((g) => (
        <EventButtons key={g.entityType} group={g} type={type} />
      ))}
    </Stack>
  );
}
