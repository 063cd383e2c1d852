import { useState } from 'react';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { CHARTER_ENTITY, acknowledgeCharter } from '../api/charter-detail-api';

/** Admin: marks a confirmed charter as checked (core section 4); lists then tag it "Checked". */
export function AcknowledgeButton({ id }: { id: string }) {
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();

  async function acknowledge() {
    setBusy(true);
    try {
      const result = await acknowledgeCharter(id);
      if (!result.success) {
        feedback.failed('Mark as checked', result);
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: entityKeys.item(CHARTER_ENTITY, id) }),
        queryClient.invalidateQueries({ queryKey: entityKeys.lists(CHARTER_ENTITY) }),
      ]);
    } catch (err) {
      feedback.unexpected('Mark as checked', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="light" color="teal" onClick={() => void acknowledge()} loading={busy}>
      Mark as checked
    </Button>
  );
}
