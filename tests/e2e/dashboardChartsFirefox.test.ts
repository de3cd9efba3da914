import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from './amountsInView';
import { FIREFOX_PATH, firefoxEngine, until } from './engines';
import { firstSize, placeOrder, publicPerfumes } from './orders';
import { ADMIN_EMAIL, ADMIN_PASSWORD, removeDataDir, startShop, type RunningShop } from './shop';

/**
 * For each chart card of the dashboard: its heading, and whatever else the engine draws on the
 * heading (hit-tested at points across it). The screen-reader table of each chart is visually
 * hidden; nothing of it may show over the heading.
 */
function chartHeadings() {
  return Array.from(document.querySelectorAll('figure')).map((figure) => {
    const heading = figure.querySelector('h2')!;
    const box = heading.getBoundingClientRect();
    const over = new Set<string>();
    for (let i = 1; i < 10; i += 1) {
      const x = box.left + (box.width * i) / 10;
      const y = box.top + box.height / 2;
      for (const element of document.elementsFromPoint(x, y)) {
        if (element.closest('table') && figure.contains(element))
          over.add(element.textContent?.trim().slice(0, 40) ?? element.tagName);
      }
    }
    return { heading: heading.textContent, over: [...over] };
  });
}

const figuresShown = () =>
  document.querySelectorAll('figure h2').length >= 4 &&
  !document.body.textContent?.includes('Loading dashboard');

// Outside CI a machine without Firefox ESR skips this file (.ci/run installs it).
describe.skipIf(!fs.existsSync(FIREFOX_PATH) && process.env.CI !== 'true')(
  'the dashboard charts in Firefox ESR',
  () => {
    let shop: RunningShop;

    beforeAll(async () => {
      shop = await startShop();
      const product = (await publicPerfumes(shop.url))[0]!;
      await placeOrder(shop.url, [firstSize(product)]);
    });
    afterAll(async () => {
      await shop?.stop();
      if (shop) await removeDataDir(shop.dataDir);
    });

    it('draws nothing of the hidden value tables over the chart headings, at 390 and 1366 px', async () => {
      const login = await adminToken(shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
      const engine = await firefoxEngine();
      try {
        await engine.goto(`${shop.url}/contact`);
        await engine.run(
          (stored) => {
            for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
          },
          {
            token: login.accessToken,
            refreshToken: login.refreshToken,
            admin: JSON.stringify({ ...login.admin, id: login.admin.id ?? login.admin._id }),
          },
        );
        for (const [width, height] of [
          [1366, 900],
          [390, 844],
        ] as const) {
          await engine.resize(width, height);
          await engine.goto(`${shop.url}/dashboard`);
          await until('the charts', () => engine.run(figuresShown, null), Boolean);
          const headings = await engine.run(chartHeadings, null);
          expect(headings.map((h) => h.heading)).toEqual(
            expect.arrayContaining(['Monthly Sales', 'Orders by Status']),
          );
          expect(headings.filter((h) => h.over.length > 0)).toEqual([]);
          if (process.env.SHOTS_OUT)
            await engine.screenshot(
              path.join(process.env.SHOTS_OUT, `dashboard-firefox-${width}.png`),
            );
        }
      } finally {
        await engine.close();
      }
    }, 180_000);
  },
);
