import { shopAnswers } from './shopAnswers';

const KEY = 'reloaded-for-new-build';
/** A second failure this soon after a reload is not an old build: let the error show. */
const LOOP_GUARD_MS = 30_000;

/**
 * After a new version is deployed, a tab still running the previous build asks for chunks that
 * no longer exist. Vite reports it ('vite:preloadError'); if the server answers (a chunk it does
 * not have, not a server that is down or out of reach, where the page's own 'We couldn't reach
 * the shop' and Retry are the way on), the page then loads once from the new build, at the
 * address the shopper was going to (`destination`, the router's pending navigation) or the
 * current one. The cart lives in sessionStorage and survives; a failure right after such a reload
 * is shown as it is instead of reloading again.
 */
export function reloadOnStaleBuild(destination: () => string | null): void {
  let checking = false;
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < LOOP_GUARD_MS) return;
    event.preventDefault();
    if (checking) return;
    checking = true;
    const to = destination();
    void shopAnswers().then((answers) => {
      checking = false;
      if (!answers) return;
      sessionStorage.setItem(KEY, String(Date.now()));
      if (to && to !== window.location.pathname + window.location.search)
        window.location.assign(to);
      else window.location.reload();
    });
  });
}
