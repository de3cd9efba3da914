import Alert from '@mui/material/Alert';
import type { AdminAlert } from '../../components/adminAlertContext';

/** The dismissible alert area at the top of every admin page. */
export function AlertArea({ alert, onClose }: { alert: AdminAlert | null; onClose: () => void }) {
  return (
    <div aria-live="polite">
      {alert && (
        <Alert severity={alert.severity} onClose={onClose} sx={{ mb: 2 }}>
          {alert.message}
        </Alert>
      )}
    </div>
  );
}
