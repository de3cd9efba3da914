import { createContext, useContext } from 'react';
import type { AlertColor } from '@mui/material/Alert';

export interface AdminAlert {
  severity: AlertColor;
  message: string;
}

/** Shows a message in the admin alert area (replacing the one shown). */
export const AdminAlertContext = createContext<(alert: AdminAlert | null) => void>(() => {});

export const useAdminAlert = () => useContext(AdminAlertContext);

/** Navigation state that carries a message to the next admin page, shown there once. */
export interface AlertNavigationState {
  message?: string;
  severity?: AlertColor;
}
