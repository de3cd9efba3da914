/// <reference lib="dom" />
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../tests/e2e/browser';

/** One tap's figures, in milliseconds. */
export interface TapFigures {
  /** From the tap (the click event's time stamp) to the first frame painted with the feedback. */
  feedbackMs: number;
  /** Of that, the wait before the page could handle the tap (the main thread was busy). */
  inputDelayMs: number;
  /**
   * From the scripts being ready (the last one the tap needed downloaded: the page's, and for Buy
   * Now the checkout's) to the tap carried out.
   */
  doneMs: number;
  /** The tap came before React ran the button (else the figures are React's own). */
  beforeScripts: boolean;
}

export interface TapMeasures {
  /** Add to Cart (median): done is the cart's badge reading one item. */
  add: TapFigures;
  /** Buy Now (median): done is the checkout showing with the perfume. */
  buy: TapFigures;
  /** Each run's figures. */
  runs: { add: TapFigures; buy: TapFigures }[];
}

/** Lighthouse's slow 4G (1.6 Mbps down, 750 Kbps up, 150 ms round trip) and its 4x CPU. */
export const THROTTLING = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

type Marks = Partial<Record<'tap' | 'handled' | 'painted' | 'done' | 'ready', number>> & {
  early?: boolean;
};

/**
 * Runs in the page before anything else: notes when the first tap on a `data-early` button came,
 * when the frame after it was painted (an animation frame, then a task) and whether that frame
 * showed the early feedback (aria-busy) or React had the button already; and when the tap was
 * done: on `path`, `doneSelector` present in the main content and containing `doneText`.
 */
function watchTap([doneSelector, path, doneText]: [string, string, string]) {
  const marks: Marks = {};
  Object.assign(window, { __tapMarks: marks });
  addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element && event.target.closest('[data-early]');
      if (!button || marks.tap !== undefined) return;
      marks.tap = event.timeStamp;
      marks.handled = performance.now();
      const reactRan = Object.keys(button).some((key) => key.startsWith('__react'));
      requestAnimationFrame(() => {
        marks.early = !reactRan && button.hasAttribute('aria-busy');
        setTimeout(() => (marks.painted = performance.now()));
      });
    },
    true,
  );
  // (No named function inside: tsx would wrap it in a helper the page does not have.)
  new MutationObserver(() => {
    if (marks.done !== undefined || location.pathname !== path) return;
    if (!document.querySelector(doneSelector)?.textContent?.includes(doneText)) return;
    marks.done = performance.now();
    // The scripts were ready when the last of those it took had arrived: the page's, and for
    // Buy Now the checkout's, fetched when the tap was carried out.
    const ends = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
      .filter((end) => end > 0 && end <= marks.done!);
    marks.ready = Math.max(...ends);
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    characterData: true,
  });
}

async function tapOnce(
  browser: Browser,
  url: string,
  button: 'add' | 'buy',
  done: { selector: string; path: string; text: string },
): Promise<TapFigures> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latency,
      downloadThroughput: THROTTLING.downloadThroughput,
      uploadThroughput: THROTTLING.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    await page.addInitScript(watchTap, [done.selector, done.path, done.text] as [
      string,
      string,
      string,
    ]);
    await page.goto(url, { waitUntil: 'commit' });
    // As soon as the button is painted: the shopper's first chance to tap it.
    const target = page.locator(`[data-early="${button}"]`);
    await target.waitFor({ state: 'visible', timeout: 60_000 });
    await target.tap();
    await page.waitForFunction(
      () => {
        const marks = (window as unknown as { __tapMarks: Marks }).__tapMarks;
        return marks.painted !== undefined && marks.done !== undefined;
      },
      undefined,
      { timeout: 60_000 },
    );
    const marks = await page.evaluate(
      () => (window as unknown as { __tapMarks: Marks }).__tapMarks,
    );
    return {
      feedbackMs: marks.painted! - marks.tap!,
      inputDelayMs: marks.handled! - marks.tap!,
      doneMs: Math.max(0, marks.done! - Math.max(marks.ready!, marks.tap!)),
      beforeScripts: marks.early ?? false,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

function medianOf(runs: TapFigures[]): TapFigures {
  return {
    feedbackMs: median(runs.map((r) => r.feedbackMs)),
    inputDelayMs: median(runs.map((r) => r.inputDelayMs)),
    doneMs: median(runs.map((r) => r.doneMs)),
    beforeScripts: runs.every((r) => r.beforeScripts),
  };
}

/**
 * Add to Cart and Buy Now tapped on `productPath` as soon as they show, in a fresh phone-sized
 * Chromium tab throttled as Lighthouse's mobile run is (CDP: slow 4G, 4x CPU); median of `runs`.
 */
export async function measureTaps(
  origin: string,
  productPath: string,
  /** The perfume's name: the checkout shows it once Buy Now is done. */
  name: string,
  runs = 3,
  executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
): Promise<TapMeasures> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const add: TapFigures[] = [];
    const buy: TapFigures[] = [];
    const url = `${origin}${productPath}`;
    const tapAdd = async () =>
      add.push(
        await tapOnce(browser, url, 'add', {
          selector: '[aria-label="Cart, 1 item"]',
          path: productPath,
          text: '',
        }),
      );
    const tapBuy = async () =>
      buy.push(
        await tapOnce(browser, url, 'buy', { selector: 'main', path: '/checkout', text: name }),
      );
    // Each first in turn, so neither always follows the other's tab closing.
    for (let run = 0; run < runs; run += 1) {
      if (run % 2 === 0) {
        await tapAdd();
        await tapBuy();
      } else {
        await tapBuy();
        await tapAdd();
      }
    }
    return {
      add: medianOf(add),
      buy: medianOf(buy),
      runs: add.map((figures, run) => ({ add: figures, buy: buy[run]! })),
    };
  } finally {
    await browser.close();
  }
}
