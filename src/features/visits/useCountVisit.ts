import { useEffect } from 'react';
import { useCountVisitMutation } from '../../store/api/enhanced';

// One call per page load: survives route changes, remounts and StrictMode's double effects.
let counted = false;

/**
 * Reports a storefront page load (POST /api/visits), sent without the bearer header (see the base
 * query). The server counts one visit per browser session and day, by the session cookie it gives
 * on the first call (sent back on later calls and with the order), so reloads count once. A
 * failure only means one visit less in the figures, so it is ignored.
 */
export function useCountVisit() {
  const [countVisit] = useCountVisitMutation();
  useEffect(() => {
    if (counted) return;
    counted = true;
    countVisit()
      .unwrap()
      .catch(() => {});
  }, [countVisit]);
}
