import { useCallback, useState } from 'react';
import { useAdminAlert } from '../../components/adminAlertContext';
import { serverMessage } from '../../components/errorMessage';
import {
  useDeactivateProductMutation,
  useReactivateProductMutation,
} from '../../store/api/enhanced';
import type { Perfume } from './perfumeColumns';

/** Deactivates or reactivates a perfume; the server's message goes to the alert area. */
export function usePerfumeStatus() {
  const showAlert = useAdminAlert();
  const [deactivate] = useDeactivateProductMutation();
  const [reactivate] = useReactivateProductMutation();
  const [busyId, setBusyId] = useState<string | null>(null);

  const setActive = useCallback(
    async (perfume: Perfume, active: boolean) => {
      setBusyId(perfume._id);
      try {
        const result = active
          ? await reactivate({ id: perfume._id }).unwrap()
          : await deactivate({ id: perfume._id }).unwrap();
        showAlert({ severity: 'success', message: result.message });
      } catch (error) {
        const fallback = active ? 'Failed to reactivate product' : 'Failed to deactivate product';
        showAlert({ severity: 'error', message: serverMessage(error, fallback) });
      } finally {
        setBusyId(null);
      }
    },
    [deactivate, reactivate, showAlert],
  );

  const onSetActive = useCallback(
    (perfume: Perfume, active: boolean) => void setActive(perfume, active),
    [setActive],
  );
  return { busyId, onSetActive };
}
