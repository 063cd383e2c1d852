import { Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { entityLabel, transitionLabel, type EventGroup } from '../model/event-groups';
import { messagingHref, type MessagingType } from '../model/messaging-route';
import { NotificationIcon } from './notification-icon';

/** One entity's events for an audience: a button per event, headed from=>to, with its type's icon. */
export function EventButtons({ group, type }: { group: EventGroup; type: MessagingType }) {
  return (
    <Stack gap="xs" component="section" aria-label={`${entityLabel(group.entityType)} events`}>
      <Title order={3} fz="md">
        {entityLabel(group.entityType)}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {group.events.map((e) => (
          <UnstyledButton key={e.id} component={Link} to={messagingHref.event(type, e.id)} aria-label={`${transitionLabel(e)} ${e.name}`}>
            <Card withBorder padding="sm" h="100%">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={700} size="sm">
                  {transitionLabel(e)}
                </Text>
                <Text c="navy.6" span lh={0}>
                  <NotificationIcon type={e.notificationType} />
                </Text>
              </Group>
              <Text size="sm">{e.name}</Text>
              {e.subject ? (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {e.subject}
                </Text>
              ) : null}
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
