import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatJobReference } from '@charter/shared';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { CHARTER_ENTITY, cloneCharter } from '../api/charter-detail-api';

interface Cloned {
  id: string;
  jobReference: number;
  messages: string[];
}

/** Clones the charter (a fresh Pending request, 120 hours of bidding) and offers the way to it. */
export function CloneButton({ id, hrefOf }: { id: string; hrefOf: (id: string) => string }) {
  const [busy, setBusy] = useState(false);
  const [cloned, setCloned] = useState<Cloned | null>(null);
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();

  async function clone() {
    setBusy(true);
    try {
      const result = await cloneCharter(id);
      if (!result.success || !result.result) {
        feedback.failed('Clone', result);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: entityKeys.lists(CHARTER_ENTITY) });
      setCloned({ ...result.result, messages: result.messages });
    } catch (err) {
      feedback.unexpected('Clone', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="default" onClick={() => void clone()} loading={busy}>
        Clone
      </Button>
      <Modal opened={cloned !== null} onClose={() => setCloned(null)} title="Cloned" centered>
        {cloned ? (
          <Stack gap="md">
            {cloned.messages.map((m) => (
              <Text key={m}>{m}</Text>
            ))}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setCloned(null)}>
                Close
              </Button>
              <Button component={Link} to={hrefOf(cloned.id)} onClick={() => setCloned(null)} data-autofocus>
                View {formatJobReference(cloned.jobReference)}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
