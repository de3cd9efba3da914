import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';
import type { AdminAlert } from '../../components/adminAlertContext';

/**
 * The dismissible alert area at the top of every admin page. A new message is scrolled into
 * view, so an action at the bottom of a long page does not answer off-screen.
 */
export function AlertArea({ alert, onClose }: { alert: AdminAlert | null; onClose: () => void }) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A smooth scroll unless the clerk has asked for less motion.
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (alert)
      area.current?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [alert]);
  return (
    <div aria-live="polite" ref={area} style={{ scrollMarginTop: 80 }}>
      {alert && (
        <Alert severity={alert.severity} onClose={onClose} sx={{ mb: 2 }}>
          {alert.message}
        </Alert>
      )}
    </div>
  );
}
