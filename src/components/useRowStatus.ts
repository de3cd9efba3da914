import { useCallback, useEffect, useRef, useState } from 'react';
import { useAdminAlert } from './adminAlertContext';
import { serverMessage } from './errorMessage';

interface RowStatusOptions {
  /** Calls the server; resolves with its message, rejects with its error. */
  activate: (id: string) => Promise<{ message: string }>;
  deactivate: (id: string) => Promise<{ message: string }>;
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
        const result = active ? await activate(id) : await deactivate(id);
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
