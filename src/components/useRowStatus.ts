import { useCallback, useEffect, useRef, useState } from 'react';
import { useAdminAlert } from './adminAlertContext';
import { serverMessage } from './errorMessage';

/** An RTK Query mutation on one row (its trigger): the server answers with a message. */
export type RowMutation = (arg: { id: string }) => { unwrap: () => Promise<{ message: string }> };

interface RowStatusOptions {
  /** The server's calls, as the mutation hooks give them. */
  activate: RowMutation;
  deactivate: RowMutation;
  /** The alert when the server gives no message of its own. */
  failure: (activating: boolean) => string;
}

/**
 * Activates or deactivates one row of a back-office grid (a category, a perfume, a staff
 * account): the row's button is busy meanwhile, and the server's message goes to the alert area.
 */
export function useRowStatus(options: RowStatusOptions) {
  const showAlert = useAdminAlert();
  const [busyId, setBusyId] = useState<string | null>(null);
  // The latest calls, for a callback that stays the same across renders (grid columns memoise it).
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const setActive = useCallback(
    async (id: string, active: boolean) => {
      const { activate, deactivate, failure } = latest.current;
      setBusyId(id);
      try {
        const result = await (active ? activate : deactivate)({ id }).unwrap();
        showAlert({ severity: 'success', message: result.message });
      } catch (error) {
        showAlert({ severity: 'error', message: serverMessage(error, failure(active)) });
      } finally {
        setBusyId(null);
      }
    },
    [showAlert],
  );
  return { busyId, setActive };
}
