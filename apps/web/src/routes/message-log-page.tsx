import { useLocation, useParams } from 'react-router';
import { hasAllMeSwitch } from '@charter/shared';
import { MessageLogList } from '../features/message-log/components/message-log-list';
import { MessageView } from '../features/message-log/components/message-view';
import { Page } from '../components/ui/page';
import { useSignedInUser } from '../lib/session/session-context';

const BASE = '/messageLog';
const OWN = { kind: 'own' } as const;

function subtitleFor(role: string): string {
  switch (role) {
    case 'Supplier':
      return 'The e-mails the marketplace has sent your company.';
    case 'Client':
      return 'The e-mails the marketplace has sent your organisation (Me) and its departments and staff (All).';
    case 'ClientDepartment':
      return 'The e-mails the marketplace has sent your department (Me) and its staff (All).';
    default:
      return 'The e-mails the marketplace has sent you.';
  }
}

/**
 * /messageLog: the user's own sent e-mails (core section 2, scoped to the owner), with All / Me tabs
 * for clients and departments and a date range; /messageLog/{messageId}: one of them. The list's
 * tab and days ride in the query string, so a message goes back to the same view.
 */
export function MessageLogPage() {
  const session = useSignedInUser();
  const { search } = useLocation();
  const messageId = (useParams()['*'] ?? '').split('/').filter(Boolean)[0];
  return (
    <Page title="Messages" subtitle={messageId ? undefined : subtitleFor(session.role)} size="xl">
      {messageId ? (
        <MessageView key={messageId} messageId={messageId} backHref={`${BASE}${search}`} />
      ) : (
        <MessageLogList source={OWN} withTabs={hasAllMeSwitch(session.role)} messageHref={(id) => `${BASE}/${id}${search}`} />
      )}
    </Page>
  );
}
