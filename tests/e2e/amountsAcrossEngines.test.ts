import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LARGE_ORDERS_ENV } from './amountsInView';
import { checkAmountPages, placeDearOrder, type DearOrder } from './amountPages';
import { OTHER_ENGINES, otherEnginesMissing } from './engines';
import { removeDataDir, startShop, type RunningShop } from './shop';

// amountsOnPhones.test.ts walks the same pages as a shopper in Chromium; here the other engines.
// Outside CI a machine without them skips this file (.ci/run installs them).

describe.skipIf(otherEnginesMissing())(
  'every amount on a phone screen in Firefox ESR and WebKit',
  () => {
    let shop: RunningShop;
    let dear: DearOrder;

    beforeAll(async () => {
      shop = await startShop({ SEED_DEMO: '0', ...LARGE_ORDERS_ENV });
      dear = await placeDearOrder(shop.url);
    });
    afterAll(async () => {
      await shop?.stop();
      if (shop) await removeDataDir(shop.dataDir);
    });

    it.each(OTHER_ENGINES)(
      '%s: cart, checkout, order, tracking at 360 px, back office order at 390 px',
      async (_, open) => {
        const engine = await open();
        try {
          const results = await checkAmountPages(engine, dear);
          expect(results.filter((r) => !r.ok)).toEqual([]);
          expect(results.map((r) => r.page)).toEqual([
            'cart',
            'checkout',
            'order',
            'track-order',
            'admin order',
          ]);
        } finally {
          await engine.close();
        }
      },
      180_000,
    );
  },
);
