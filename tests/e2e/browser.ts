import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { publicPerfumes, type PublicPerfume } from './orders';
import { removeDataDir, startShop, type RunningShop } from './shop';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags Chromium needs on this machine (no sandbox as root, no network beyond loopback). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, headless, with the flags this machine needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--headless', ...CHROMIUM_ARGS],
  });
}

/**
 * Waits until the app has hydrated the page: PageArrival then takes over scroll restoration from
 * the browser. The server's HTML is whole before that, and the scripts start only after the page
 * has loaded and painted, so a visible element says nothing about them.
 */
export const waitForHydration = (page: Page) =>
  page.waitForFunction(() => history.scrollRestoration === 'manual');

/** A shop and a browser, for one describe block. */
export interface ShopInChromium {
  shop: RunningShop;
  browser: Browser;
}

/**
 * Starts a shop (as npm start runs it, with `env`) and Chromium for the enclosing describe block,
 * before its tests, and stops both (removing the shop's DATA_DIR) after them. The fields are
 * filled in by the time the block's own beforeAll hooks run.
 */
export function shopInChromium(env: Record<string, string> = {}): ShopInChromium {
  const running = {} as ShopInChromium;
  beforeAll(async () => {
    [running.shop, running.browser] = await Promise.all([startShop(env), launchChromium()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.shop?.stop();
    if (running.shop) await removeDataDir(running.shop.dataDir);
  });
  return running;
}

/** A shop and a browser, and the first perfume on sale in the shop. */
export interface ShopWithPerfume extends ShopInChromium {
  product: PublicPerfume;
}

/**
 * shopInChromium, with the shop's first perfume in `product` by the time the block's own
 * beforeAll hooks run.
 */
export function shopWithPerfume(env: Record<string, string> = {}): ShopWithPerfume {
  const running = shopInChromium(env) as ShopWithPerfume;
  beforeAll(async () => {
    running.product = (await publicPerfumes(running.shop.url))[0]!;
  });
  return running;
}

/** The pages on the way to buying `product`: home, shop, its category, its page, cart, checkout. */
export const buyingPages = (product: PublicPerfume) => [
  '/',
  '/shop',
  `/category/${product.category._id}`,
  `/product/${product._id}`,
  '/cart',
  '/checkout',
];
