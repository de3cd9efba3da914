import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../tests/e2e/browser';

export interface RouteWeight {
  path: string;
  /** Bytes of JavaScript as sent over the wire (compressed), first load, empty cache. */
  scriptBytes: number;
  scripts: { url: string; bytes: number; encoding: string | null }[];
}

/**
 * What Chromium downloads as JavaScript on the first load of each path (fresh profile, until the
 * network is idle), with each script's wire size and Content-Encoding.
 */
export async function measureScriptWeight(
  origin: string,
  paths: string[],
  executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
): Promise<RouteWeight[]> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const weights: RouteWeight[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const pending: Promise<RouteWeight['scripts'][number]>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        pending.push(
          response
            .request()
            .sizes()
            .then((sizes) => ({
              url: response.url(),
              bytes: sizes.responseBodySize,
              encoding: response.headers()['content-encoding'] ?? null,
            })),
        );
      });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      const scripts = await Promise.all(pending);
      weights.push({ path, scripts, scriptBytes: scripts.reduce((sum, s) => sum + s.bytes, 0) });
      await context.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}
