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
 * Once `ready`, hands the taps made on `data-early` buttons before then to `replay`, each once;
 * from then on taps reach React. None on a page the browser rendered itself. In the commit that
 * makes the page ready, before the browser can deliver another tap or a change of size.
 */
export function ReplayEarlyTaps({
  ready,
  replay,
}: {
  ready: boolean;
  replay: (tap: EarlyTap) => void;
}) {
  useLayoutEffect(() => {
    if (ready) window.earlyTaps?.take().forEach(replay);
  }, [ready, replay]);
  return null;
}
