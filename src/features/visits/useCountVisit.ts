import { useEffect } from 'react';

// One visit per page load: survives route changes, remounts and StrictMode's double effects.
let counted = false;

/**
 * Counts one storefront visit per page load (POST /api/visits). A plain request without the
 * store's bearer header, so even a signed-in admin's visit carries nothing about who they are.
 * A failure only means one visit less in the figures, so it is ignored.
 */
export function useCountVisit() {
  useEffect(() => {
    if (counted) return;
    counted = true;
    fetch(`${window.location.origin}/api/visits`, {
      method: 'POST',
      credentials: 'omit',
      keepalive: true,
    }).catch(() => {});
  }, []);
}
