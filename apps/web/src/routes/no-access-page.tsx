import { HOME_ROUTE, whyNot, type Capability } from '@charter/shared';
import { MessageCard } from '../components/ui/message-card';
import { useSignedInUser } from '../lib/session/session-context';

const GENERIC =
  'Your account cannot open this part of Charter Marketplace. If you think it should, contact your administrator or our support team.';

/** A page the user's role or flags do not give: why, where the shared table can say it (QGov shares). */
export function NoAccessPage({ capability }: { capability?: Capability }) {
  const session = useSignedInUser();
  const reason = capability ? whyNot(session, capability) : null;
  return (
    <MessageCard title="You do not have access to this page" tone="warning" action={{ label: 'Go to Home', to: HOME_ROUTE }}>
      {reason ?? GENERIC}
    </MessageCard>
  );
}
