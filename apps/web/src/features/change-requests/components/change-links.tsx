import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatJobReference } from '@charter/shared';
import { changesOfCharterKey, fetchChangesOfCharter } from '../api/change-requests-api';

interface ChangeLinksProps {
  charter: { id: string; status: string; changePending: boolean; lastVersion: string | null };
  /** The change's view under this charter ({route}/changeCharter/{id}). */
  changeHref: (changeId: string) => string;
  /** Another charter of the same list. */
  hrefOf: (charterId: string) => string;
}

/**
 * Under the charter's banners: a link to the pending change, "Superseded by JB..." on a replaced
 * charter and "Previous version JB..." on a changed one, each with the change it came from.
 */
export function ChangeLinks({ charter, changeHref, hrefOf }: ChangeLinksProps) {
  const q = useQuery({ queryKey: changesOfCharterKey(charter.id), queryFn: () => fetchChangesOfCharter(charter.id) });
  if (!q.data) return null;
  const pending = charter.changePending ? q.data.find((c) => c.charterId === charter.id && c.status === 'New') : undefined;
  const superseding = q.data.find((c) => c.charterId === charter.id && c.status === 'Accepted' && c.changedCharterId);
  const previous = charter.lastVersion ? q.data.find((c) => c.changedCharterId === charter.id) : undefined;
  if (!pending && !superseding && !previous) return null;
  return (
    <Alert color="gray" variant="outline" p="sm">
      <Group gap="lg">
        {pending ? (
          <Anchor component={Link} to={changeHref(pending.id)} fw={600}>
            View the pending change
          </Anchor>
        ) : null}
        {superseding ? (
          <Text fz="sm">
            Superseded by{' '}
            <Anchor component={Link} to={hrefOf(superseding.changedCharterId!)}>
              {formatJobReference(superseding.changedJobReference!)}
            </Anchor>{' '}
            (
            <Anchor component={Link} to={changeHref(superseding.id)}>
              the change
            </Anchor>
            )
          </Text>
        ) : null}
        {previous ? (
          <Text fz="sm">
            Previous version{' '}
            <Anchor component={Link} to={hrefOf(previous.charterId)}>
              {formatJobReference(previous.jobReference)}
            </Anchor>{' '}
            (
            <Anchor component={Link} to={changeHref(previous.id)}>
              the change
            </Anchor>
            )
          </Text>
        ) : null}
      </Group>
    </Alert>
  );
}
