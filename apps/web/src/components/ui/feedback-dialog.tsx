import { createContext, lazy, Suspense, use, useCallback, useState, type ReactNode } from 'react';
import type { FeedbackDialogContent } from '../../lib/save-feedback';

// Not part of the first paint: the dialog's code loads the first time a screen shows one.
const FeedbackModal = lazy(() => import('./feedback-modal').then((m) => ({ default: m.FeedbackModal })));

type Show = (content: FeedbackDialogContent) => void;

const FeedbackDialogContext = createContext<Show | null>(null);

/** One dialog for save results and errors, shared by every screen. */
export function FeedbackDialogProvider({ children }: { children: ReactNode }) {
  const [content, setContent] = useState<FeedbackDialogContent | null>(null);
  const close = useCallback(() => setContent(null), []);
  const [shown, setShown] = useState(false);
  const show = useCallback<Show>((c) => {
    setShown(true);
    setContent(c);
  }, []);
  return (
    <FeedbackDialogContext value={show}>
      {children}
      {/* Mounted from the first dialog on and kept, so closing still animates. */}
      {shown ? (
        <Suspense fallback={null}>
          <FeedbackModal content={content} onClose={close} />
        </Suspense>
      ) : null}
    </FeedbackDialogContext>
  );
}

export function useFeedbackDialog(): Show {
  const show = use(FeedbackDialogContext);
  if (!show) throw new Error('useFeedbackDialog needs a FeedbackDialogProvider');
  return show;
}
