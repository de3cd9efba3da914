import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useBlocker } from 'react-router-dom';
import type { RootState } from '../store/store';
import { selectAdmin } from '../store/sessionSlice';
import { ConfirmDialog } from './ConfirmDialog';
import type { FormDraft } from './formDraft';

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_QUESTION =
  'You have unsaved changes on this page. If you leave now, they are discarded.';

/**
 * Asks before a clerk leaves a form with unsaved changes (a link, Back, Cancel; the browser asks
 * on reload or closing the tab). Leaving discards the draft. Never in the way of a save, a
 * sign-out or an ended session: those leave at once, and an ended session keeps the draft for
 * when the clerk signs in again.
 */
export function LeaveGuard({ dirty, draft }: { dirty: boolean; draft: FormDraft<unknown> }) {
  const store = useStore<RootState>();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !draft.finished() &&
      selectAdmin(store.getState()) !== null &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={LEAVE_TITLE}
      question={LEAVE_QUESTION}
      confirmLabel="Discard changes"
      onConfirm={() => {
        draft.discard();
        draft.finish();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
}
