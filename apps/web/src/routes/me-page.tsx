import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { ROLE_TITLES, can, scopesOfRole, webhookEventsOfRole } from '@charter/shared';
import { ChangeEmailDialog } from '../features/admin-tools/components/change-email-dialog';
import { AccountForm } from '../features/account/components/account-form';
import { SetPasswordDialog } from '../features/account/components/set-password-dialog';
import { SecondaryEmailsCard } from '../features/supplier-profile/components/secondary-emails-card';
import { SupplierFiltersCard } from '../features/supplier-profile/components/supplier-filters-card';
import { ComplianceCard } from '../features/supplier-documents/components/compliance-card';
import { CalendarFeedCard } from '../features/calendar-feed/components/calendar-feed-card';
import { ApiKeysCard } from '../features/api-keys/components/api-keys-card';
import { WebhooksCard } from '../features/webhooks/components/webhooks-card';
import { useMyAccount } from '../features/account/hooks/use-my-account';
import { LoadError } from '../components/ui/load-error';
import { PageLoader } from '../components/ui/page-loader';
import { Page } from '../components/ui/page';
import { useSignedInUser } from '../lib/session/session-context';

/** /me: "{role title} Detail" (core section 2, "Account page /me"). */
export function MePage() {
  const session = useSignedInUser();
  const account = useMyAccount();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);

  return (
    <Page
      title={`${ROLE_TITLES[session.role]} Detail`}
      subtitle="Your contact details and preferences."
      size="md"
      actions={
        <Group gap="sm">
          <Button variant="default" onClick={() => setEmailOpen(true)}>
            Change e-mail
          </Button>
          <Button variant="default" onClick={() => setPasswordOpen(true)}>
            Set Password
          </Button>
        </Group>
      }
    >
      {account.isPending ? <PageLoader label="Loading your details" /> : null}
      {/* Supplier-and-admin section 8: the account record that cannot load is "Error Loading Entity". */}
      {account.isError ? <LoadError title="Error Loading Entity" query={account} /> : null}
      {/* Keyed by user so a different sign-in never reuses another user's form state. */}
      {account.data ? <AccountForm key={`${session.userId}`} record={account.data} /> : null}
      {/* A supplier also chooses which live charters reach it (its filters). */}
      {session.role === 'Supplier' && account.data ? <SupplierFiltersCard key={`filters-${session.userId}`} /> : null}
      {/* ...and keeps the further addresses its e-mails are copied to. */}
      {session.role === 'Supplier' && session.supplierId && account.data ? (
        <SecondaryEmailsCard key={`emails-${session.userId}`} supplierId={session.supplierId} />
      ) : null}
      {/* Its standing: what it must keep current, and what expires when. */}
      {session.role === 'Supplier' && session.supplierId ? <ComplianceCard supplierId={session.supplierId} own /> : null}
      {/* Booked charters in the person's own calendar app. */}
      {can(session, 'viewItinerary') && account.data ? <CalendarFeedCard key={`calendar-${session.userId}`} /> : null}
      {/* Their own software: keys for operators and clients, every key for admins. */}
      {(scopesOfRole(session.role) || session.role === 'Admin') && account.data ? (
        <ApiKeysCard key={`api-keys-${session.userId}`} session={session} />
      ) : null}
      {/* ...and the events it hears of: endpoints for operators and clients, every endpoint for admins. */}
      {(webhookEventsOfRole(session.role) || session.role === 'Admin') && account.data ? (
        <WebhooksCard key={`webhooks-${session.userId}`} session={session} />
      ) : null}
      <SetPasswordDialog opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <ChangeEmailDialog opened={emailOpen} onClose={() => setEmailOpen(false)} currentEmail={account.data?.email ?? session.email} />
    </Page>
  );
}
