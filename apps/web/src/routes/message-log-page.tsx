import { useParams } from 'react-router';
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
      return 'The e-mails the marketplace has sent your organisation, its departments and staff.';
    case 'ClientDepartment':
      return 'The e-mails the marketplace has sent your department and its staff.';
    default:
      return 'The e-mails the marketplace has sent you.';
  }
}

/** /messageLog: the user's own sent e-mails (core section 2, scoped to the owner); /messageLog/{messageId}: one of them. */
export function MessageLogPage() {
  const session = useSignedInUser();
  const messageId = (useParams()['*'] ?? '').split('/').filter(Boolean)[0];
  return (
    <Page title="Messages" subtitle={messageId ? undefined : subtitleFor(session.role)} size="xl">
      {messageId ? (
        <MessageView key={messageId} messageId={messageId} backHref={BASE} />
      ) : (
        <MessageLogList source={OWN} messageHref={(id) => `${BASE}/${id}`} />
      )}
    </Page>
  );
}
