// Browsers other than Playwright's Chromium, driven the way each is driven on Debian: Firefox ESR
// by puppeteer-core over WebDriver BiDi, WebKitGTK's MiniBrowser by WebKitWebDriver (classic
// WebDriver) on Xvfb. Each opens at 360x740. Packages: firefox-esr, webkit2gtk-driver, xvfb.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import puppeteer from 'puppeteer-core';
import { launchChromium } from './browser';
import { freePort } from './shop';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_BROWSER =
  process.env.WEBKIT_BROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * Firefox ESR and WebKitGTK, each with how a test opens it; `otherEnginesMissing` says a machine
 * lacks them (outside CI such a machine skips the files that use them; .ci/run installs them).
 */
export const OTHER_ENGINES = [
  ['Firefox ESR (WebDriver BiDi)', () => firefoxEngine()],
  ['WebKitGTK (WebDriver)', () => webkitEngine()],
] as const;
export const otherEnginesMissing = () =>
  [FIREFOX_PATH, '/usr/bin/WebKitWebDriver', '/usr/bin/xvfb-run', WEBKIT_BROWSER].some(
    (file) => !existsSync(file),
  ) && process.env.CI !== 'true';

/** What a cross-engine check needs of a browser: a window of a size, a page to open, a script to run. */
export interface Engine {
  name: string;
  resize(width: number, height: number): Promise<void>;
  goto(url: string): Promise<void>;
  /** Runs a self-contained function in the page with one JSON argument. */
  run<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** What Playwright's and puppeteer's pages both offer an engine. */
interface DrivenPage {
  goto(url: string): Promise<unknown>;
  evaluate(fn: never, arg: never): Promise<unknown>;
  screenshot(options: { path: string; fullPage: boolean }): Promise<unknown>;
}

/** An engine of a page driven by Playwright or puppeteer, in a browser `close` closes. */
function pageEngine(
  name: string,
  page: DrivenPage,
  resize: Engine['resize'],
  close: () => Promise<void>,
): Engine {
  return {
    name,
    resize,
    goto: async (url) => void (await page.goto(url)),
    run: (fn, arg) => page.evaluate(fn as never, arg as never) as Promise<never>,
    screenshot: async (file) => void (await page.screenshot({ path: file, fullPage: true })),
    close,
  };
}

export async function chromiumEngine(): Promise<Engine> {
  const browser = await launchChromium();
  const page = await (
    await browser.newContext({ viewport: { width: 360, height: 740 } })
  ).newPage();
  return pageEngine(
    'Chromium',
    page,
    (width, height) => page.setViewportSize({ width, height }),
    () => browser.close(),
  );
}

export async function firefoxEngine(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    protocol: 'webDriverBiDi',
    headless: true,
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 360, height: 740 });
  return pageEngine(
    `Firefox ESR ${await browser.version()}`,
    page,
    (width, height) => page.setViewport({ width, height }),
    () => browser.close(),
  );
}

/** MiniBrowser in full-screen mode (no toolbar, so the window may be 360 px wide) on Xvfb. */
export async function webkitEngine(): Promise<Engine> {
  const port = await freePort();
  const driver: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1280x4000x24', 'WebKitWebDriver', `--port=${port}`],
    { stdio: 'ignore', detached: true },
  );
  const base = `http://127.0.0.1:${port}`;
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: unknown };
    if (!response.ok) throw new Error(`WebDriver ${route}: ${JSON.stringify(value)}`);
    return value;
  };
  for (let i = 0; ; i++) {
    try {
      await call('GET', '/status');
      break;
    } catch (error) {
      if (i > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const { sessionId, capabilities } = (await call('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        'webkitgtk:browserOptions': {
          binary: WEBKIT_BROWSER,
          args: ['--automation', '--full-screen'],
        },
      },
    },
  })) as { sessionId: string; capabilities: { browserVersion: string } };
  const session = `/session/${sessionId}`;
  const resize = async (width: number, height: number) => {
    await call('POST', `${session}/window/rect`, { width, height });
  };
  await resize(360, 740);
  const run: Engine['run'] = async (fn, arg) =>
    (await call('POST', `${session}/execute/sync`, {
      script: `return (${fn.toString()})(arguments[0]);`,
      args: [arg],
    })) as never;
  return {
    name: `WebKitGTK ${capabilities.browserVersion}`,
    resize,
    goto: async (url) => void (await call('POST', `${session}/url`, { url })),
    run,
    async screenshot(file) {
      // The window as tall as the page, for one picture of all of it; then back.
      const { width, height } = (await call('GET', `${session}/window/rect`)) as {
        width: number;
        height: number;
      };
      const tall = await run(() => document.documentElement.scrollHeight, null);
      await resize(width, Math.min(tall, 4000));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const png = (await call('GET', `${session}/screenshot`)) as string;
      await fs.writeFile(file, Buffer.from(png, 'base64'));
      await resize(width, height);
    },
    async close() {
      await call('DELETE', session).catch(() => undefined);
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
    },
  };
}

/** Polls until `check` holds, or fails with what it saw last. */
export async function until<T>(what: string, look: () => Promise<T>, check: (seen: T) => boolean) {
  const deadline = Date.now() + 30_000;
  let seen = await look().catch(() => undefined);
  while (seen === undefined || !check(seen)) {
    if (Date.now() > deadline) throw new Error(`${what}: not seen (${JSON.stringify(seen)})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    seen = await look().catch(() => undefined);
  }
  return seen;
}
