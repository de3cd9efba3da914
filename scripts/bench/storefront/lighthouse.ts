import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../../tests/e2e/browser';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /**
   * Lighthouse's measure of the machine's speed at the time (lhr.environment.benchmarkIndex;
   * higher is faster): the figures above are only comparable between runs of a similar index.
   */
  benchmarkIndex: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Lighthouse 13 with its default mobile settings (simulated slow 4G, 4x CPU slowdown) on one
 * URL, `runs` times in a fresh Chromium each; the median of each figure.
 */
export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  // Lighthouse sometimes fails to record a trace (NO_NAVSTART, a known Lighthouse/Chromium
  // hiccup): such a run has no figures at all and is run again, at most twice per URL.
  let retries = 2;
  for (let run = 0; run < runs; run += 1) {
    const chrome = await launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (lhr?.runtimeError?.code === 'NO_NAVSTART' && retries > 0) {
        retries -= 1;
        run -= 1;
        continue;
      }
      if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbtMs: audit('total-blocking-time'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
    } finally {
      chrome.kill();
    }
  }
  return {
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    cls: median(results.map((r) => r.cls)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
  };
}
