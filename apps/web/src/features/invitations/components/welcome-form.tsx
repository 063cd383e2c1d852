import { Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { ONBOARDING_MESSAGES, PRODUCT_NAME, type AccountRole, type LinkLookup } from '@charter/shared';
import { ChoosePasswordFields } from '../../../components/ui/choose-password-fields';
import { useFeedbackDialog } from '../../../components/ui/feedback-dialog';
import { logClientError } from '../../../lib/api/log-error';
import { errorCode, exceptionContent, uniqueLines } from '../../../lib/save-feedback';
import { useChoosePassword } from '../../../lib/use-choose-password';
import { acceptInvitation } from '../api/invitations-api';

interface WelcomeFormProps {
  role: AccountRole;
  invitation: LinkLookup;
  token: string;
  onGoBack: () => void;
  onAccepted: (email: string, password: string) => Promise<void>;
}

/**
 * The "Welcome!" form of an invitation (supplier-and-admin section 2): who is invited and for
 * what, the e-mail read-only (core section 5), a password chosen twice (section 5's messages),
 * Go Back and "Complete Sign up.". A refusal opens "Error Registering" with the server's messages.
 */
export function WelcomeForm({ role, invitation, token, onGoBack, onAccepted }: WelcomeFormProps) {
  const show = useFeedbackDialog();
  const form = useChoosePassword(async (chosen) => {
    try {
      const result = await acceptInvitation(role, { id: invitation.id, token, ...chosen });
      if (!result.success || !result.result) {
        show({ title: ONBOARDING_MESSAGES.errorRegistering, lines: uniqueLines(result.messages), tone: 'error' });
        return;
      }
      await onAccepted(result.result.email, chosen.password);
    } catch (err) {
      const content = exceptionContent(err);
      if (content) show({ ...content, title: ONBOARDING_MESSAGES.errorRegistering });
      logClientError(errorCode(err), { title: 'Invitation sign up', error: String(err) });
    }
  });

  const name = [invitation.firstName, invitation.lastName].filter(Boolean).join(' ');
  return (
    <Container size={520} w="100%" py={40} px="md">
      <Card padding="xl">
        <form onSubmit={form.submit} noValidate aria-label="Complete sign up">
          <Stack gap="md">
            <div>
              <Title order={1} fz={28} c="navy.9">
                Welcome!
              </Title>
              <Text mt={6}>
                Hello {name}, you have been invited to {PRODUCT_NAME} for <strong>{invitation.organisation}</strong>. Choose a password to
                finish setting up your account.
              </Text>
            </div>
            <TextInput label="Email" value={invitation.email} readOnly variant="filled" size="md" />
            <ChoosePasswordFields form={form} />
            <Group justify="space-between" mt="xs">
              <Button variant="default" onClick={onGoBack}>
                Go Back
              </Button>
              <Button type="submit" loading={form.busy}>
                Complete Sign up.
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
