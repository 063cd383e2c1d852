import { Text } from '@mantine/core';
import { MessageCard } from '../components/ui/message-card';
import { SupportPhone } from '../features/public-settings/components/support-phone';

/** The confirm-email and invitation links of SIGNED_OUT_ROUTES, until their pages are built. */
export function NotAvailableYetPage({ routePath }: { routePath: string }) {
  const what = routePath.startsWith('/confirmEmail') ? 'confirmation' : 'invitation';
  return (
    <MessageCard title={`This ${what} page is not available yet`} action={{ label: 'Go to Log In', to: '/login' }}>
      <Text span inherit>
        Accepting {what === 'confirmation' ? 'e-mail confirmations' : 'invitations'} online is coming in a later release. To finish setting
        up your account now, call our support team on <SupportPhone />.
      </Text>
    </MessageCard>
  );
}
