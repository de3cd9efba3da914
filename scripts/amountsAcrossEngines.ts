// npm run check:amounts [-- screenshot-dir]: every amount a shopper pays shows without a sideways
// swipe at 360 px on /cart, /checkout, /order/{id} and /track-order, and on the back office's order
// page at 390 px, in Chromium, Firefox ESR and WebKitGTK (tests/e2e/engines.ts), with a full-page
// PNG of each page in each engine to look at. tests/e2e/amountsAcrossEngines.test.ts runs the same
// checks in CI without the pictures.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LARGE_ORDERS_ENV } from '../tests/e2e/amountsInView';
import { checkAmountPages, placeDearOrder } from '../tests/e2e/amountPages';
import { chromiumEngine, firefoxEngine, webkitEngine } from '../tests/e2e/engines';
import { removeDataDir, startShop } from '../tests/e2e/shop';
import { buildClientIfStale } from './buildIfStale.mjs';
import { buildServerIfStale } from './buildServer.mjs';

const shotDir = process.argv[2] ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'amounts-')));
await fs.mkdir(shotDir, { recursive: true });
buildClientIfStale();
await buildServerIfStale();
const shop = await startShop({ SEED_DEMO: '0', ...LARGE_ORDERS_ENV });
let failed = 0;
let passed = 0;
try {
  const dear = await placeDearOrder(shop.url);
  for (const open of [chromiumEngine, firefoxEngine, webkitEngine]) {
    const engine = await open();
    try {
      for (const r of await checkAmountPages(engine, dear, shotDir)) {
        console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${engine.name} ${r.page}: ${r.detail}`);
        if (r.ok) passed++;
        else failed++;
      }
    } finally {
      await engine.close();
    }
  }
} finally {
  await shop.stop();
  await removeDataDir(shop.dataDir);
}
console.log(`screenshots in ${shotDir}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
