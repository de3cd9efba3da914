import { useEffect } from 'react';
import { useCountVisitMutation } from '../../store/api/enhanced';

// One visit per page load: survives route changes, remounts and StrictMode's double effects.
let counted = false;

/**
 * Counts one storefront visit per page load (POST /api/visits), sent without the bearer header
 * (see the base query). A failure only means one visit less in the figures, so it is ignored.
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
