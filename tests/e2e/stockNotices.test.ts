import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, publicPerfumes, type PublicPerfume } from './orders';
import { removeDataDir, startShop, type RunningShop } from './shop';

/** The product's Offer data from the page's JSON-LD. */
function offers(html: string): { availability: string }[] {
  for (const [, json] of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs,
  )) {
    const data = JSON.parse(json!) as { '@type'?: string; offers?: { availability: string }[] };
    if (data['@type'] === 'Product') return data.offers ?? [];
  }
  throw new Error('no Product JSON-LD in the page');
}

/** The server-rendered app, without the head and the state it carries for hydration. */
const rendered = async (url: string) => {
  const html = await (await fetch(url)).text();
  return { html, body: html.slice(html.indexOf('<div id="root">'), html.indexOf('</main>')) };
};

/**
 * The page once it shows `text`: an order marks the kept pages stale, and the first request after
 * it is still answered from the old copy while a fresh one is rendered (stale-while-revalidate).
 */
async function renderedWith(url: string, text: string) {
  let page = await rendered(url);
  await expect
    .poll(async () => (page = await rendered(url)).body, { timeout: 10_000, interval: 200 })
    .toContain(text);
  return page;
}

describe('stock the shopper can trust, from real reservations', () => {
  let shop: RunningShop;
  let perfume: PublicPerfume;

  beforeAll(async () => {
    shop = await startShop();
    // The perfume with the least stock whose first size has more than 5: orders then bring that
    // size down to a few, and then every size to none.
    const total = (p: PublicPerfume) => p.variants.reduce((sum, v) => sum + v.stock, 0);
    perfume = (await publicPerfumes(shop.url))
      .filter((p) => p.variants[0]!.stock > 5)
      .sort((a, b) => total(a) - total(b))[0]!;
    expect(perfume).toBeDefined();
  });
  afterAll(async () => {
    await shop?.stop();
    if (shop) await removeDataDir(shop.dataDir);
  });

  /** Orders `units` of each size (by index), at most 10 of a size to an order. */
  async function reserve(units: number[]) {
    const lines = (round: number) =>
      units
        .map((count, i) => ({
          productId: perfume._id,
          variantSize: perfume.variants[i]!.size,
          quantity: Math.min(10, count - round * 10),
        }))
        .filter((line) => line.quantity > 0);
    for (let round = 0; lines(round).length > 0; round += 1) {
      await placeOrder(shop.url, lines(round));
    }
  }

  it('says nothing while more than 5 are left, "Only 3 left" once orders hold the rest', async () => {
    const page = `${shop.url}/product/${perfume._id}`;
    const before = await rendered(page);
    expect(before.body).not.toMatch(/Only \d+ left|Out of stock/);
    expect(offers(before.html)[0]!.availability).toBe('https://schema.org/InStock');

    await reserve([perfume.variants[0]!.stock - 3]);
    const after = await renderedWith(page, 'Only 3 left');
    expect(offers(after.html)[0]!.availability).toBe('https://schema.org/LimitedAvailability');
  });

  it('says "Out of stock" on the page and on the card once the last units are ordered', async () => {
    await reserve(perfume.variants.map((v, i) => (i === 0 ? 3 : v.stock)));
    const { html } = await renderedWith(`${shop.url}/product/${perfume._id}`, 'Out of stock');
    expect(offers(html).map((offer) => offer.availability)).toEqual(
      perfume.variants.map(() => 'https://schema.org/OutOfStock'),
    );

    const list = (await renderedWith(`${shop.url}/shop`, 'Out of stock')).body;
    const card = list.slice(list.indexOf(`href="/product/${perfume._id}"`));
    expect(card.slice(0, card.indexOf('</a>'))).toContain('Out of stock');
  });
});
