import { useState } from 'react';
import { Anchor, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../lib/api/api-error';
import { LoadError } from '../components/ui/load-error';
import { MessageCard } from '../components/ui/message-card';
import { Page } from '../components/ui/page';
import type { CharterDetail } from '../features/charter-detail/api/charter-detail-api';
import { useCharter } from '../features/charter-detail/hooks/use-charter';
import { CharterRequestForm } from '../features/charter-form/components/charter-form';
import { IndicativePriceWizard } from '../features/indicative-price/components/indicative-price-wizard';
import type { PricePrefill } from '../features/indicative-price/model/wizard-form';
import { editTitle } from '../features/charter-form/hooks/use-submit-charter';
import { formFromCharter } from '../features/charter-form/model/from-charter';
import { useSignedInUser } from '../lib/session/session-context';

interface Props {
  id: string;
  /** The charter's page: the way back, and where a save returns to. */
  detailHref: string;
}

function EditForm({ charter, detailHref }: { charter: CharterDetail; detailHref: string }) {
  const session = useSignedInUser();
  // Read once: live updates of the charter must not overwrite what the user is typing.
  const [initial] = useState(() => ({
    form: formFromCharter(charter),
    target: { id: charter.id, jobReference: charter.jobReference, doneHref: detailHref },
  }));
  const [price, setPrice] = useState<PricePrefill | null>(null);
  return (
    <>
      <CharterRequestForm session={session} initial={initial} onIndicativePrice={setPrice} />
      <IndicativePriceWizard opened={price !== null} onClose={() => setPrice(null)} prefill={price ?? undefined} />
    </>
  );
}

/** {charter}/edit: the New Charter Request form filled with a saved charter, while its status lets this user edit it. */
export function EditCharterRequestPage({ id, detailHref }: Props) {
  const query = useCharter(id);
  const back = (
    <Anchor component={Link} to={detailHref} fz="sm">
      ← Back to the charter
    </Anchor>
  );

  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return (
      <MessageCard title="Sorry, this item is not available" action={{ label: 'Back to the list', to: detailHref }} tone="warning">
        It may have been removed, or it is not shared with you.
      </MessageCard>
    );
  }
  if (!query.data) {
    return (
      <Page title="Edit Charter Request" actions={back}>
        {query.isError ? (
          <LoadError title="Error Loading Charter" query={query} />
        ) : (
          <Stack gap="md" role="status" aria-label="Loading charter">
            <Skeleton h={120} radius="lg" />
            <Skeleton h={220} radius="lg" />
          </Stack>
        )}
      </Page>
    );
  }

  const charter = query.data;
  if (!charter.permissions.canEdit) {
    return (
      <MessageCard title="This charter request cannot be edited" action={{ label: 'Back to the charter', to: detailHref }} tone="warning">
        Its status no longer lets you change it.
      </MessageCard>
    );
  }
  return (
    <Page title={editTitle(charter.jobReference)} subtitle="Change what you need, then save." actions={back} size="lg">
      <EditForm key={charter.id} charter={charter} detailHref={detailHref} />
    </Page>
  );
}
