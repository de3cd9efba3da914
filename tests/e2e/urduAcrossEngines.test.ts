import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_ENGINES, otherEnginesMissing, until, type Engine } from './engines';
import { publicPerfumes, type PublicPerfume } from './orders';
import { removeDataDir, startShop, type RunningShop } from './shop';

// urduStorefront.test.ts walks the Urdu pages in Chromium; here a shopper's journey in Urdu in the
// other engines. Outside CI a machine without them skips this file (.ci/run installs them).

/** The page's language, direction, whether it scrolls sideways and whether React has it. */
const pageState = () => ({
  lang: document.documentElement.lang,
  dir: document.documentElement.dir,
  sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  // PageArrival takes over scroll restoration once the app has hydrated.
  hydrated: history.scrollRestoration === 'manual',
  urdu: /[\u0600-\u06FF]/.test(document.querySelector('main')?.textContent ?? ''),
  path: location.pathname,
});

/** Types into a React-controlled field as a keyboard would (the value setter, then `input`). */
const typeInto = ({ id, value }: { id: string; value: string }) => {
  const field = document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
  setter.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('blur', { bubbles: true }));
  return true;
};

async function openUrduPage(engine: Engine, url: string) {
  await engine.goto(url);
  return until(
    `${engine.name} ${url}`,
    () => engine.run(pageState, null),
    (s) => s.hydrated,
  );
}

describe.skipIf(otherEnginesMissing())('a shopper in Urdu in Firefox ESR and WebKit', () => {
  let shop: RunningShop;
  let perfume: PublicPerfume;

  beforeAll(async () => {
    shop = await startShop();
    perfume = (await publicPerfumes(shop.url))[0]!;
  });
  afterAll(async () => {
    await shop?.stop();
    if (shop) await removeDataDir(shop.dataDir);
  });

  it.each(OTHER_ENGINES)(
    '%s: a shared product link in Urdu to a placed order, right to left at 360 px',
    async (_, open) => {
      const engine = await open();
      try {
        for (const path of ['/ur', '/ur/shop']) {
          const state = await openUrduPage(engine, `${shop.url}${path}`);
          expect(state, path).toMatchObject({ lang: 'ur', dir: 'rtl', urdu: true });
          expect(state.sideways, path).toBeLessThanOrEqual(0);
        }
        const product = await openUrduPage(engine, `${shop.url}/ur/product/${perfume._id}`);
        expect(product).toMatchObject({ lang: 'ur', dir: 'rtl', urdu: true });
        // Buy Now takes the perfume straight to the checkout.
        await engine.run(() => {
          (document.querySelector('[data-early="buy"]') as HTMLButtonElement).click();
        }, null);
        const checkout = await until(
          `${engine.name}: the checkout`,
          () => engine.run(pageState, null),
          (s) => s.path === '/ur/checkout' && !!s.hydrated,
        );
        await until(
          `${engine.name}: the checkout's form`,
          () => engine.run(() => !!document.getElementById('customerName'), null),
          Boolean,
        );
        expect(checkout).toMatchObject({ lang: 'ur', dir: 'rtl' });
        for (const [id, value] of [
          ['customerName', 'عائشہ خان'],
          ['customerEmail', 'ayesha@example.pk'],
          ['customerPhone', '0300 1234567'],
          ['customerCity', 'بہاولپور'],
          ['customerAddress', 'مکان 7، ماڈل ٹاؤن اے'],
          ['postalcode', '63100'],
        ] as const)
          await engine.run(typeInto, { id, value });
        // The province from its list, as a tap opens it.
        await engine.run(() => {
          const box = document.getElementById('customerProvince')!;
          box.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
        }, null);
        await until(
          `${engine.name}: the province list`,
          () =>
            engine.run(
              () => !!document.querySelector('[role="option"][data-value="Punjab"]'),
              null,
            ),
          Boolean,
        );
        await engine.run(() => {
          (document.querySelector('[role="option"][data-value="Punjab"]') as HTMLElement).click();
        }, null);
        await engine.run(() => {
          const buttons = document.querySelectorAll<HTMLButtonElement>(
            'form button[type="submit"]',
          );
          buttons[buttons.length - 1]!.click();
        }, null);
        const placed = await until(
          `${engine.name}: the order page`,
          () => engine.run(pageState, null),
          (s) => /^\/ur\/order\/[0-9a-f-]{36}$/.test(s.path) && s.urdu,
        );
        expect(placed).toMatchObject({ lang: 'ur', dir: 'rtl' });
        const order = (await (
          await fetch(`${shop.url}/api/orders/${placed.path.split('/').pop()}`)
        ).json()) as { language: string; customerCity: string };
        expect(order).toMatchObject({ language: 'ur', customerCity: 'بہاولپور' });
      } finally {
        await engine.close();
      }
    },
    240_000,
  );
});
