import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/when-idle';
import { useNewVersionAvailable } from '../hooks/use-version-check';

const loadModal = () => import('./new-version-modal');

// The dialog's code (Mantine's Modal) is not part of the first paint; it is fetched when the
// browser is idle, because once the new version is deployed the old build's chunks are gone.
const NewVersionModal = lazy(() => loadModal().then((m) => ({ default: m.NewVersionModal })));

/** The "New Version" dialog of core section 8: checks on start, every 5 minutes and on focus. */
export function NewVersionDialog() {
  const { newVersion } = useNewVersionAvailable();
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => whenIdle(() => void loadModal()), []);
  if (newVersion === null || dismissed === newVersion) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionModal newVersion={newVersion} onDismiss={() => setDismissed(newVersion)} />
    </Suspense>
  );
}
