import { Alert, Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { HOME_ROUTE, ONBOARDING_MESSAGES, PRODUCT_NAME, type CONFIRM_EMAIL_PAGES } from '@charter/shared';
import { AccountSetupForm } from '../features/sign-up/components/account-setup-form';
import { confirmationKey, lookupConfirmation } from '../features/sign-up/api/sign-up-api';
import { ApiError } from '../lib/api/api-error';
import { PageLoader } from '../components/ui/page-loader';

/** What a link that cannot be used says: the reason for a used, replaced or expired one (410), else not found. */
function problemOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 410) return error.result?.messages[0] ?? ONBOARDING_MESSAGES.notFound;
  return ONBOARDING_MESSAGES.notFound;
}

/**
 * /confirmEmailClient/{id}/{token} and /confirmEmailSupplier/{id}/{token} (supplier-and-admin
 * section 2): the link of a public sign-up. It is looked up on load; then the account setup form
 * chooses the password, and the person is signed in and goes home (terms first).
 */
export function ConfirmEmailPage({ account }: { account: keyof typeof CONFIRM_EMAIL_PAGES }) {
  const params = useParams();
  const navigate = useNavigate();
  const id = params.id ?? '';
  const token = (params['*'] ?? '').split('/')[0] ?? '';
  const link = useQuery({
    queryKey: confirmationKey(account, id),
    queryFn: () => lookupConfirmation(account, id),
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    staleTime: Infinity,
  });

  return (
    <Container size={480} w="100%" py={40} px="md">
      <Stack gap="lg">
        <Title order={1} ta="center" c="navy.9">
          Welcome To {PRODUCT_NAME}
        </Title>
        <Card padding="xl">
          {link.isPending ? <PageLoader label="Loading your sign up" /> : null}
          {link.isError ? (
            <Stack gap="md">
              <Alert color="red" variant="light" role="alert">
                {problemOf(link.error)}
              </Alert>
              <Text size="sm">
                <Anchor component={Link} to="/login" fw={600}>
                  Go to the log in page
                </Anchor>{' '}
                to log in, or sign up again there for a new link.
              </Text>
            </Stack>
          ) : null}
          {link.data ? (
            <Stack gap="md">
              <div>
                <Title order={2} fz="xl" c="navy.9">
                  Set up your account
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {link.data.firstName}, choose a password of at least 6 characters to confirm your e-mail address and finish signing up for{' '}
                  {link.data.organisation}.
                </Text>
              </div>
              <AccountSetupForm
                kind={account}
                link={link.data}
                token={token}
                onSignedIn={() => void navigate(HOME_ROUTE, { replace: true })}
              />
            </Stack>
          ) : null}
        </Card>
      </Stack>
    </Container>
  );
}
