import { useCallback, useEffect, useRef, useState } from 'react';
import { useAdminAlert } from './adminAlertContext';
import { serverMessage } from './errorMessage';

/** An RTK Query mutation on one row (its trigger): the server answers with a message. */
export type RowMutation = (arg: { id: string }) => { unwrap: () => Promise<{ message: string }> };

/**
 * Changes one row of a back-office grid on the server (its status, its approval): `run` marks the
 * row busy meanwhile, and puts the server's message (or `failure`) in the alert area.
 */
export function useRowAction() {
  const showAlert = useAdminAlert();
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = useCallback(
    async (id: string, call: () => Promise<{ message: string }>, failure: string) => {
      setBusyId(id);
      try {
        const result = await call();
        showAlert({ severity: 'success', message: result.message });
      } catch (error) {
        showAlert({ severity: 'error', message: serverMessage(error, failure) });
      } finally {
        setBusyId(null);
      }
    },
    [showAlert],
  );
  return { busyId, run };
}

interface RowStatusOptions {
  /** The server's calls, as the mutation hooks give them. */
  activate: RowMutation;
  deactivate: RowMutation;
  /** The alert when the server gives no message of its own. */
  failure: (activating: boolean) => string;
}

/** Activates or deactivates one row of a back-office grid (a category, a perfume, a staff account). */
export function useRowStatus(options: RowStatusOptions) {
  const { busyId, run } = useRowAction();
  // The latest calls, for a callback that stays the same across renders (grid columns memoise it).
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const setActive = useCallback(
    (id: string, active: boolean) => {
      const { activate, deactivate, failure } = latest.current;
      return run(id, () => (active ? activate : deactivate)({ id }).unwrap(), failure(active));
    },
    [run],
  );
  return { busyId, setActive };
}
