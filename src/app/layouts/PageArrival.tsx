import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  useLocation,
  useNavigationType,
} from 'react-router-dom';

/** How long a new page may take to draw its main heading before focus stops waiting for it. */
const HEADING_WAIT_MS = 3_000;

/** How long Back and Forward wait for a page's content to grow tall enough to scroll back to. */
const RESTORE_WAIT_MS = 5_000;

/**
 * Scrolls to `y` once the page is tall enough for it. A page whose data is no longer kept (a
 * reload, a minute away) first draws its loading text and only then its list: scrolling at once
 * would stop short, at the bottom of the loading page. Stops when the shopper scrolls or taps.
 */
function scrollWhenTall(y: number): () => void {
  const arrived = () => {
    window.scrollTo(0, y);
    return Math.abs(window.scrollY - y) <= 1;
  };
  if (arrived()) return () => {};
  const observer = new ResizeObserver(() => {
    if (arrived()) stop();
  });
  const timer = setTimeout(() => stop(), RESTORE_WAIT_MS);
  const shopperMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const event of shopperMoves) window.removeEventListener(event, stop);
  };
  observer.observe(document.body);
  for (const event of shopperMoves) window.addEventListener(event, stop, { passive: true });
  return stop;
}

/** Where each history entry was left, by its key (the router fills it in as it navigates). */
const savedPositions: Record<string, number> = {};

/**
 * The positions outlive the document in the tab's sessionStorage: after a reload, or a visit to
 * another site that comes back as a new document, Back still returns to where each page was left.
 */
const POSITIONS_KEY = 'page-positions';

function recallPositions(): void {
  try {
    Object.assign(savedPositions, JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}'));
  } catch {
    // Storage unavailable or unreadable: positions start afresh.
  }
}

function keepPositions(): void {
  try {
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(savedPositions));
  } catch {
    // Storage full or unavailable: Back within this document still works.
  }
}

/** Moves focus to the page's main heading (without scrolling), once it is drawn. */
function focusMainHeading(): () => void {
  const focus = () => {
    // The page put focus somewhere itself (a field it opens on): leave it there.
    const active = document.activeElement;
    if (active && active !== document.body && active.closest('main')) return true;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focus()) return () => {};
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Scrolling and focus as a browser gives them between documents: a new page opens at its top and
 * its main heading takes focus (screen readers announce where the shopper is); Back and Forward
 * return to where the page was left, from the positions React Router saves as it navigates. A
 * navigation that only refines the same list can opt out with `preventScrollReset`.
 *
 * React Router's <ScrollRestoration> does the same but also scrolls to the top when it mounts,
 * i.e. as the server-rendered page hydrates: a shopper who had already scrolled was thrown back
 * up, and a tap landing in that moment missed its link (2 taps in 10 in Chromium). Here the first
 * render leaves the page where it is.
 */
export function PageArrival() {
  const router = useContext(DataRouterContext)?.router;
  const routerState = useContext(DataRouterStateContext);
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Leaving the document (reload, another site): the browser restores its own scrolling.
    const leave = () => {
      window.history.scrollRestoration = 'auto';
      keepPositions();
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  useLayoutEffect(() => {
    recallPositions();
    return router?.enableScrollRestoration(savedPositions, () => window.scrollY);
  }, [router]);

  const restore = routerState?.restoreScrollPosition;
  const keepScroll = routerState?.preventScrollReset;
  useLayoutEffect(() => {
    if (first.current) return;
    if (typeof restore === 'number') return scrollWhenTall(restore);
    if (restore !== false && !keepScroll && !location.hash) window.scrollTo(0, 0);
  }, [location, restore, keepScroll]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === 'POP') return;
    return focusMainHeading();
  }, [location.key, navigationType]);

  return null;
}
