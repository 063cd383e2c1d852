import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { APP_VERSION } from '@charter/shared';

/** Empties the query cache and the Cache Storage, then loads the new bundle. */
async function clearCachesAndReload(clearQueries: () => void): Promise<void> {
  clearQueries();
  try {
    if ('caches' in window) {
      const names = await window.caches.keys();
      await Promise.all(names.map((name) => window.caches.delete(name)));
    }
  } finally {
    window.location.reload();
  }
}

/** The "New Version" dialog of core section 8 (loaded only once a new version is seen). */
export function NewVersionModal({ newVersion, onDismiss }: { newVersion: string; onDismiss: () => void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  return (
    <Modal opened onClose={onDismiss} title="New Version" centered zIndex={500}>
      <Stack gap="md">
        <Text>
          A new version of Charter Marketplace ({newVersion}) is available; you are running {APP_VERSION}. Refresh to load it.
        </Text>
        <Group justify="flex-end">
          <Button
            data-autofocus
            loading={busy}
            onClick={() => {
              setBusy(true);
              void clearCachesAndReload(() => queryClient.clear());
            }}
          >
            Refresh
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
