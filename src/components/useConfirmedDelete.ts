import { useState } from 'react';
import { useAdminAlert } from './adminAlertContext';
import { serverMessage } from './errorMessage';
import type { RowMutation } from './useRowStatus';

interface ConfirmedDeleteOptions {
  /** What a row is, for the dialog: "admin" asks "Delete admin". */
  noun: string;
  /** The server's delete, as the mutation hook gives it. */
  remove: RowMutation;
  /** The server is deleting. */
  busy: boolean;
  /** The alert when the server gives no message of its own. */
  failure: string;
}

/**
 * Deletes a row of a back-office grid once the staff member confirms: `ask` opens the question,
 * `dialog` is the ConfirmDialog's props, and the server's answer goes to the alert area.
 */
export function useConfirmedDelete<Row extends { _id: string }>({
  noun,
  remove,
  busy,
  failure,
}: ConfirmedDeleteOptions) {
  const showAlert = useAdminAlert();
  const [toDelete, setToDelete] = useState<Row | null>(null);

  const confirm = async () => {
    if (!toDelete) return;
    try {
      const result = await remove({ id: toDelete._id }).unwrap();
      showAlert({ severity: 'success', message: result.message });
    } catch (error) {
      showAlert({ severity: 'error', message: serverMessage(error, failure) });
    } finally {
      setToDelete(null);
    }
  };

  const dialog = {
    open: toDelete !== null,
    title: `Delete ${noun}`,
    question: `Are you sure you want to delete this ${noun}?`,
    confirmLabel: 'Delete',
    busy,
    onConfirm: () => void confirm(),
    onCancel: () => setToDelete(null),
  };
  return { ask: setToDelete, dialog };
}
