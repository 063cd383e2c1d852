import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { HOME_ROUTE } from '@charter/shared';
import { ResetPasswordForm } from '../features/password-reset/components/reset-password-form';
import { useSession } from '../lib/session/session-context';

/** /resetPassword/{id}/{item}: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const { id = '', item = '' } = useParams();
  const { session } = useSession();
  const navigate = useNavigate();

  return (
    <Container size={480} w="100%" py={40} px="md">
      <Stack gap="lg">
        <Title order={1} ta="center" c="navy.9">
          Reset!
        </Title>
        <Card padding="xl">
          <Stack gap="md">
            <div>
              <Title order={2} fz="xl" c="navy.9">
                Forgot Password
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                Choose a new password of at least 6 characters.
              </Text>
            </div>
            <ResetPasswordForm id={id} token={item} onGoBack={() => void navigate(session ? HOME_ROUTE : '/login')} />
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
