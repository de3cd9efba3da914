import { useEffect } from 'react';
import { api } from '../../store/api/enhanced';
import { useAppDispatch } from '../../store/hooks';

// One call per page load: survives route changes, remounts and StrictMode's double effects.
let counted = false;

/**
 * Reports a storefront page load (POST /api/visits), sent without the bearer header (see the base
 * query). The server counts one visit per browser session and day, by the session cookie it gives
 * on the first call (sent back on later calls and with the order), so reloads count once. A
 * failure only means one visit less in the figures, so it is ignored.
 *
 * Sent untracked, outside the mutation hook: the call's state (pending, done) is nobody's concern,
 * and held by the layout it re-rendered every storefront page twice as it came to life.
 */
export function useCountVisit() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (counted) return;
    counted = true;
    dispatch(api.endpoints.countVisit.initiate(undefined, { track: false }))
      .unwrap()
      .catch(() => {});
  }, [dispatch]);
}
