import { HOME_ROUTE } from '@charter/shared';
import { MessageCard } from '../components/ui/message-card';

export function NoAccessPage() {
  return (
    <MessageCard title="You do not have access to this page" tone="warning" action={{ label: 'Go to Home', to: HOME_ROUTE }}>
      Your account cannot open this part of Charter Marketplace. If you think it should, contact your administrator or our support team.
    </MessageCard>
  );
}
