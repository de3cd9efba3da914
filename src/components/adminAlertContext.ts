import { createContext, useContext, useEffect } from 'react';
import type { AlertColor } from '@mui/material/Alert';

export interface AdminAlert {
  severity: AlertColor;
  message: string;
}

/** Shows a message in the admin alert area (replacing the one shown). */
export const AdminAlertContext = createContext<(alert: AdminAlert | null) => void>(() => {});

export const useAdminAlert = () => useContext(AdminAlertContext);

/** Says in the alert area that a screen's data could not be fetched, when its query fails. */
export function useFetchFailedAlert(isError: boolean, message: string) {
  const showAlert = useAdminAlert();
  useEffect(() => {
    if (isError) showAlert({ severity: 'error', message });
  }, [isError, message, showAlert]);
}

/** Navigation state that carries a message to the next admin page, shown there once. */
export interface AlertNavigationState {
  message?: string;
  severity?: AlertColor;
}
