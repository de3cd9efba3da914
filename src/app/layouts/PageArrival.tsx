import { useEffect, useRef } from 'react';
import { ScrollRestoration, useLocation, useNavigationType } from 'react-router-dom';

/** How long a new page may take to draw its main heading before focus stops waiting for it. */
const HEADING_WAIT_MS = 3_000;

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
 * Scrolling and focus as a browser gives them between documents: a new page opens at its top
 * and its main heading takes focus (screen readers announce where the shopper is); Back and
 * Forward return to where the page was left (React Router's scroll restoration, by history
 * entry). A navigation that only refines the same list can opt out with `preventScrollReset`.
 */
export function PageArrival() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === 'POP') return;
    return focusMainHeading();
  }, [location.key, navigationType]);
  return <ScrollRestoration />;
}
