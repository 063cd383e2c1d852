import { useEffect, useRef, useState } from 'react';
import { Button, Card, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ONBOARDING_MESSAGES } from '@charter/shared';
import { ApiError } from '../../../lib/api/api-error';
import { confirmEmailChange } from '../api/admin-tools-api';

type State = { phase: 'confirming' } | { phase: 'done'; email: string; lines: string[] } | { phase: 'failed'; lines: string[] };

/**
 * /confirmEmailChange/{id}/{token}: opening the link is the confirmation (it was sent to the new
 * address, so opening it proves the address works); the page confirms on load and shows the result
 * or why the link cannot be used (used, replaced by a newer one, expired, not found).
 */
export function ConfirmEmailChange({ id, token, signedIn }: { id: string; token: string; signedIn: boolean }) {
  const [state, setState] = useState<State>({ phase: 'confirming' });
  const started = useRef(false);

  useEffect(() => {
    // Once per page: a second POST would only answer "already used".
    if (started.current) return;
    started.current = true;
    confirmEmailChange(id, token)
      .then((r) =>
        setState(
          r.success && r.result
            ? { phase: 'done', email: r.result.email, lines: r.messages }
            : { phase: 'failed', lines: r.messages.length ? r.messages : [ONBOARDING_MESSAGES.notFound] },
        ),
      )
      .catch((err: unknown) => {
        const messages = err instanceof ApiError ? ((err.body as { messages?: string[] } | null)?.messages ?? []) : [];
        setState({ phase: 'failed', lines: messages.length ? messages : [ONBOARDING_MESSAGES.notFound] });
      });
  }, [id, token]);

  return (
    <Container size={520} w="100%" py={40} px="md">
      <Card padding="xl">
        <Stack gap="md" align="center" ta="center">
          {state.phase === 'confirming' ? (
            <>
              <Title order={1} fz={24} c="navy.9">
                Confirming your new e-mail address
              </Title>
              <Loader aria-label="Confirming" />
            </>
          ) : null}
          {state.phase === 'done' ? (
            <>
              <Title order={1} fz={24} c="navy.9">
                E-mail address changed
              </Title>
              {state.lines.map((l) => (
                <Text key={l}>{l}</Text>
              ))}
              {signedIn ? (
                <Text size="sm" c="dimmed">
                  You stay signed in; the account menu shows the new address after your session next renews.
                </Text>
              ) : null}
              <Button component={Link} to={signedIn ? '/me' : '/login'}>
                {signedIn ? 'My Details' : 'Log in'}
              </Button>
            </>
          ) : null}
          {state.phase === 'failed' ? (
            <>
              <Title order={1} fz={24} c="navy.9">
                This link does not work
              </Title>
              {state.lines.map((l) => (
                <Text key={l} c="dimmed">
                  {l}
                </Text>
              ))}
              <Button component={Link} to={signedIn ? '/me' : '/login'}>
                {signedIn ? 'My Details' : 'Go to log in'}
              </Button>
            </>
          ) : null}
        </Stack>
      </Card>
    </Container>
  );
}
