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
 * become ready in the same commit (the header's and the page's) find their taps here. What none
 * of them claims by the end of that commit is dropped.
 */
let handedOver = false;
let unclaimed: EarlyTap[] = [];

function claim(actions: readonly string[]): EarlyTap[] {
  if (!handedOver) {
    handedOver = true;
    unclaimed = window.earlyTaps?.take() ?? [];
    queueMicrotask(() => (unclaimed = []));
  }
  const mine = unclaimed.filter((tap) => actions.includes(tap.early ?? ''));
  unclaimed = unclaimed.filter((tap) => !mine.includes(tap));
  return mine;
}

/**
 * Once `ready`, hands the taps made before then on `data-early` buttons of the given `actions`
 * to `replay`, each once; from then on taps reach React. None on a page the browser rendered
 * itself. In the commit that makes the page ready, before the browser can deliver another tap or
 * a change of size. Every replayer on a page must become ready in the same commit (the app's
 * hydration with the cart back from the tab): the first one ends the head's queue for all.
 */
export function ReplayEarlyTaps({
  ready,
  actions,
  replay,
}: {
  ready: boolean;
  actions: readonly string[];
  replay: (tap: EarlyTap) => void;
}) {
  useLayoutEffect(() => {
    if (ready) claim(actions).forEach(replay);
  }, [ready, actions, replay]);
  return null;
}
