import { useParams } from 'react-router';
import { MessagingScreen } from '../features/workflow-admin/components/messaging-screen';
import { Page } from '../components/ui/page';

/** /manageMessaging/{type}/{eventId} (supplier-and-admin section 2; admins with managesMessages). */
export function ManageMessagingPage() {
  const rest = useParams()['*'] ?? '';
  return (
    <Page title="Manage Messaging" subtitle="The messages each state change sends, by audience." size="xl">
      <MessagingScreen rest={rest} />
    </Page>
  );
}
