import { useNavigate, useParams } from 'react-router';
import { HOME_ROUTE, type AccountRole } from '@charter/shared';
import { InvitationView } from '../features/invitations/components/invitation-view';
import { useSession } from '../lib/session/session-context';

/**
 * /{kind}Invitation/{id}/{token}: the page an invitation e-mail opens. Once the invitation is
 * accepted it signs in with the address and the password just chosen (the normal sign-in, so the
 * terms screen comes first for someone who has not accepted them), then goes home.
 */
export function InvitationPage({ role }: { role: AccountRole }) {
  const { id = '', '*': token = '' } = useParams();
  const { session, login } = useSession();
  const navigate = useNavigate();

  return (
    <InvitationView
      role={role}
      id={id}
      token={token}
      onGoBack={() => void navigate(session ? HOME_ROUTE : '/login')}
      onAccepted={async (email, password) => {
        try {
          await login(email, password);
          void navigate(HOME_ROUTE, { replace: true });
        } catch {
          // The account is ready; a sign-in that fails here (a busy network) is retried by hand.
          void navigate('/login', { replace: true });
        }
      }}
    />
  );
}
