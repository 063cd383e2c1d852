import { useState } from 'react';
import { Button, Card, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@charter/shared';
import { useSession } from '../../../lib/session/session-context';
import { useFeedbackDialog } from '../../../components/ui/feedback-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { logClientError } from '../../../lib/api/log-error';
import { exceptionContent, uniqueLines } from '../../../lib/save-feedback';
import { acceptTerms, fetchTerms, termsKey } from '../api/terms-api';

/** The only screen of a user who has not accepted the current terms (core section 2). */
export function TermsScreen() {
  const { logout, replaceAccessToken } = useSession();
  const show = useFeedbackDialog();
  const terms = useQuery({ queryKey: termsKey, queryFn: fetchTerms });
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);

  function showError(lines: string[]) {
    show({ title: 'Error', lines: [MESSAGES.acceptTermsFailed, ...uniqueLines(lines, [MESSAGES.acceptTermsFailed])], tone: 'error' });
  }

  async function accept(termsId: string) {
    setBusy('accept');
    try {
      const result = await acceptTerms(termsId);
      const token = result.result?.accessToken;
      if (result.success && token) {
        // The new token says termsAccepted: the app switches to the signed-in routes by itself.
        replaceAccessToken(token);
        return;
      }
      showError(result.messages);
      logClientError('AcceptTermsFailed', { messages: result.messages });
    } catch (err) {
      const content = exceptionContent(err);
      if (content) showError(content.lines);
      logClientError('AcceptTermsFailed', { error: String(err) });
    } finally {
      setBusy(null);
    }
  }

  if (terms.isPending) return <PageLoader label="Loading terms" />;
  if (terms.isError) return <LoadError query={terms} />;

  const paragraphs = terms.data.terms
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <Card padding="xl" maw={820} w="100%" mx="auto">
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 22, sm: 26 }} c="navy.9">
            {terms.data.label}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Please read these terms. You need to accept them to use Charter Marketplace.
          </Text>
        </div>
        <ScrollArea.Autosize mah="55vh" type="auto" offsetScrollbars>
          <Stack gap="sm" pr="xs" component="section" aria-label="Terms and conditions">
            {paragraphs.map((p, i) => (
              <Text key={i} style={{ whiteSpace: 'pre-line' }}>
                {p}
              </Text>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            loading={busy === 'decline'}
            disabled={busy !== null}
            onClick={() => {
              setBusy('decline');
              void logout();
            }}
          >
            No Thanks
          </Button>
          <Button loading={busy === 'accept'} disabled={busy !== null} onClick={() => void accept(terms.data.id)}>
            Accept Terms
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
