import { useParams } from 'react-router';
import { ConfirmEmailChange } from '../features/admin-tools/components/confirm-email-change';
import { useSession } from '../lib/session/session-context';

/** /confirmEmailChange/{id}/{token}: the link sent to a new e-mail address to confirm the change. */
export function ConfirmEmailChangePage() {
  const params = useParams();
  const { session } = useSession();
  return <ConfirmEmailChange id={params.id ?? ''} token={(params['*'] ?? '').split('/')[0] ?? ''} signedIn={!!session} />;
}
