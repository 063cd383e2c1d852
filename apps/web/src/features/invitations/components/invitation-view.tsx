import { useQuery } from '@tanstack/react-query';
import { EMPTY_ID, ONBOARDING_MESSAGES, type AccountRole } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { MessageCard } from '../../../components/ui/message-card';
import { PageLoader } from '../../../components/ui/page-loader';
import { ApiError } from '../../../lib/api/api-error';
import { fetchInvitation, invitationKey } from '../api/invitations-api';
import { WelcomeForm } from './welcome-form';

interface InvitationViewProps {
  role: AccountRole;
  id: string;
  /** The part of the path after the id (supplier-and-admin section 2). */
  token: string;
  onGoBack: () => void;
  /** The invitation is accepted: sign in with these. */
  onAccepted: (email: string, password: string) => Promise<void>;
}

function NotFound() {
  return (
    <MessageCard title="Not found" tone="warning" action={{ label: 'Go to Log In', to: '/login' }}>
      {ONBOARDING_MESSAGES.notFound}
    </MessageCard>
  );
}

/**
 * An invitation page's content: the invitation is looked up first; an all-zero id or none found
 * shows "Could not find anything matching your request.", a used, replaced or expired one the
 * server's reason, and otherwise the "Welcome!" form.
 */
export function InvitationView({ role, id, token, onGoBack, onAccepted }: InvitationViewProps) {
  const valid = id !== EMPTY_ID && token.length > 0;
  const invitation = useQuery({
    queryKey: invitationKey(role, id),
    queryFn: () => fetchInvitation(role, id),
    enabled: valid,
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    staleTime: Infinity,
  });

  if (!valid) return <NotFound />;
  if (invitation.isPending) return <PageLoader label="Loading invitation" />;
  if (invitation.isError) {
    const error = invitation.error;
    if (error instanceof ApiError && error.status === 404) return <NotFound />;
    if (error instanceof ApiError && error.status === 410) {
      return (
        <MessageCard title="This invitation cannot be used" tone="warning" action={{ label: 'Go to Log In', to: '/login' }}>
          {error.result?.messages[0] ?? ONBOARDING_MESSAGES.linkUsed}
        </MessageCard>
      );
    }
    return <LoadError query={invitation} />;
  }
  return <WelcomeForm role={role} invitation={invitation.data} token={token} onGoBack={onGoBack} onAccepted={onAccepted} />;
}
