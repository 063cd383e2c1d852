import { Alert, Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { HOME_ROUTE, ONBOARDING_MESSAGES } from '@charter/shared';
import { PageLoader } from '../components/ui/page-loader';
import { LoadError } from '../components/ui/load-error';
import { ResetPasswordForm } from '../features/password-reset/components/reset-password-form';
import { checkResetLink, resetLinkKey } from '../features/password-reset/api/password-reset-api';
import { ApiError } from '../lib/api/api-error';
import { useSession } from '../lib/session/session-context';

/** A link that cannot be used: the reason for a used or expired one (410), else not found (404). */
function linkProblem(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 410) return error.result?.messages[0] ?? ONBOARDING_MESSAGES.notFound;
  if (error.status === 404 || error.status === 400) return ONBOARDING_MESSAGES.notFound;
  return null;
}

/**
 * /resetPassword/{id}/{item}: the page the reset e-mail links to. The link is checked on load, so a
 * used or expired one says so before a password is typed; a good one shows the new-password form.
 */
export function ResetPasswordPage() {
  const { id = '', item = '' } = useParams();
  const { session } = useSession();
  const navigate = useNavigate();
  const goBack = () => void navigate(session ? HOME_ROUTE : '/login');
  const link = useQuery({ queryKey: resetLinkKey(id, item), queryFn: () => checkResetLink(id, item), staleTime: Infinity });
  const problem = link.isError ? linkProblem(link.error) : null;

  let body;
  if (link.isPending) body = <PageLoader label="Checking your reset link" />;
  else if (problem) {
    body = (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert" title="This reset link cannot be used">
          {problem}
        </Alert>
        <Text size="sm">
          Ask for a new link with <b>Forgot Password?</b> on the{' '}
          <Anchor component={Link} to="/login" fw={600}>
            log in page
          </Anchor>
          .
        </Text>
        <Group>
          <Button variant="default" onClick={goBack}>
            Go Back
          </Button>
        </Group>
      </Stack>
    );
  } else if (link.isError) body = <LoadError query={link} />;
  else body = <ResetPasswordForm id={id} token={item} onGoBack={goBack} />;

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
              {link.isSuccess ? (
                <Text size="sm" c="dimmed" mt={4}>
                  Choose a new password of at least 6 characters.
                </Text>
              ) : null}
            </div>
            {body}
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
