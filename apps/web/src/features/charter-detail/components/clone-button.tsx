import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DEFAULT_BIDDING_HOURS, countOf, formatJobReference } from '@charter/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { CHARTER_ENTITY, cloneCharter } from '../api/charter-detail-api';

interface Cloned {
  id: string;
  jobReference: number;
  messages: string[];
}

interface CloneButtonProps {
  charter: { id: string; jobReference: number; routeCount: number };
  hrefOf: (id: string) => string;
}

/** What Clone will create, asked before it does (a click must not make a request unasked). */
export function cloneQuestion(charter: { jobReference: number; routeCount: number }): string {
  const ref = formatJobReference(charter.jobReference);
  return (
    `This creates a new charter request with the same ${countOf(charter.routeCount, 'sector')}, departure times, ` +
    `passengers and notes as ${ref}. It starts Pending (the New tab) with the default bidding time of ` +
    `${countOf(DEFAULT_BIDDING_HOURS, 'hour')}; check its dates before bidding opens. ${ref} itself does not change.`
  );
}

/** Clones the charter (a fresh Pending request, 120 hours of bidding) once confirmed, and offers the way to it. */
export function CloneButton({ charter, hrefOf }: CloneButtonProps) {
  const { id } = charter;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cloned, setCloned] = useState<Cloned | null>(null);
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();

  async function clone() {
    setBusy(true);
    try {
      const result = await cloneCharter(id);
      if (!result.success || !result.result) {
        setAsking(false);
        feedback.failed('Clone', result);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: entityKeys.lists(CHARTER_ENTITY) });
      setAsking(false);
      setCloned({ ...result.result, messages: result.messages });
    } catch (err) {
      setAsking(false);
      feedback.unexpected('Clone', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="default" onClick={() => setAsking(true)}>
        Clone
      </Button>
      <ConfirmDialog
        opened={asking}
        title={`Clone ${formatJobReference(charter.jobReference)}?`}
        message={cloneQuestion(charter)}
        confirmLabel="Create the copy"
        cancelLabel="Cancel"
        destructive={false}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void clone()}
      />
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
