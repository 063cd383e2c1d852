import { HOME_ROUTE } from '@charter/shared';
import { MessageCard } from '../components/ui/message-card';

export function NotFoundPage() {
  return (
    <MessageCard title="Page not found" action={{ label: 'Go to Home', to: HOME_ROUTE }}>
      There is no page at this address. Check the link, or start again from your home page.
    </MessageCard>
  );
}
