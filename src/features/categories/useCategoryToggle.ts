import { useCallback, useState } from 'react';
import { useAdminAlert } from '../../components/adminAlertContext';
import { serverMessage } from '../../components/errorMessage';
import {
  useDeactivateCategoryMutation,
  useReactivateCategoryMutation,
} from '../../store/api/enhanced';
import type { Category } from './categoryColumns';

/** Deactivates an active category or reactivates an inactive one; the result goes to the alert area. */
export function useCategoryToggle() {
  const showAlert = useAdminAlert();
  const [deactivate] = useDeactivateCategoryMutation();
  const [reactivate] = useReactivateCategoryMutation();
  const [busyId, setBusyId] = useState<string | null>(null);

  const toggle = useCallback(
    async (category: Category) => {
      setBusyId(category._id);
      try {
        const result = category.isActive
          ? await deactivate({ id: category._id }).unwrap()
          : await reactivate({ id: category._id }).unwrap();
        showAlert({ severity: 'success', message: result.message });
      } catch (error) {
        showAlert({
          severity: 'error',
          message: serverMessage(error, 'Failed to update category status.'),
        });
      } finally {
        setBusyId(null);
      }
    },
    [deactivate, reactivate, showAlert],
  );

  return { busyId, toggle };
}
