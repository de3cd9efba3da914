import { useLayoutEffect } from 'react';

/** A tap taken before the page's scripts ran: its button's `data-early-*` values. */
export interface EarlyTap {
  /** The button's `data-early`: what it does. */
  early?: string;
  [key: string]: string | undefined;
}

declare global {
  interface Window {
    /** Set by the server-rendered page's head (server/src/modules/storefront/earlyTaps.ts). */
    earlyTaps?: { take(): EarlyTap[] };
  }
}

/**
 * The page head hands its queue over once, to whichever replayer is ready first; the others that
 * become ready in the same commit (the bar's and the page's) find their taps here. What none of
 * them claims by the end of that commit is dropped.
 */
let unclaimed: EarlyTap[] | undefined;

/**
 * Once `ready`, hands each tap made before then on a `data-early` button to the function `replay`
 * names for its action, once; from then on taps reach React. None on a page the browser rendered
 * itself. In the commit that makes the page ready, before the browser can deliver another tap or
 * a change of size. Every replayer on a page must become ready in the same commit (the app's
 * hydration with the cart back from the tab): the first one ends the head's queue for all.
 */
export function ReplayEarlyTaps({
  ready,
  replay,
}: {
  ready: boolean;
  replay: Record<string, (tap: EarlyTap) => void>;
}) {
  useLayoutEffect(() => {
    if (!ready) return;
    if (!unclaimed) {
      unclaimed = window.earlyTaps?.take() ?? [];
      queueMicrotask(() => (unclaimed = []));
    }
    unclaimed = unclaimed.filter((tap) => {
      const run = replay[tap.early!];
      run?.(tap);
      return !run;
    });
  }, [ready, replay]);
  return null;
}
