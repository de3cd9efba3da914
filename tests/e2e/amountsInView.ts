/// <reference lib="dom" />

/** An amount as shoppers ("Rs. 12,500") and staff ("12,500 PKR") read it. */
export const AMOUNT_SOURCE = String.raw`Rs\.\s?[\d,]+|[\d,]+\s?PKR`;

/** What {@link amountsInView} saw: the visible amounts, and those a shopper cannot read. */
export interface AmountsSeen {
  amounts: string[];
  outOfView: { text: string; left: number; right: number; clippedBy?: string }[];
  pageWidth: number;
}

/**
 * Runs in the page (any engine: Playwright, Puppeteer or WebDriver's execute): every visible
 * amount, and each that is not wholly inside a screen `width` px wide or that an element
 * scrolling sideways (scrollWidth > clientWidth) holds, so that it would show only after a swipe.
 * Self-contained: it is sent to the browser as its source text.
 */
export function amountsInView(args: { width: number; source: string }): AmountsSeen {
  const pattern = new RegExp(args.source, 'g');
  const seen: AmountsSeen = { amounts: [], outOfView: [], pageWidth: 0 };
  seen.pageWidth = document.documentElement.scrollWidth;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(pattern)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue; // not displayed
      seen.amounts.push(match[0]);
      let clippedBy: string | undefined;
      for (let el = node.parentElement; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.overflowX === 'visible') continue;
        const frame = el.getBoundingClientRect();
        const scrolls = el.scrollWidth > el.clientWidth + 1;
        if (scrolls || box.left < frame.left - 0.5 || box.right > frame.right + 0.5) {
          clippedBy = `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')}`;
          break;
        }
      }
      if (clippedBy || box.left < -0.5 || box.right > args.width + 0.5) {
        seen.outOfView.push({ text: match[0], left: box.left, right: box.right, clippedBy });
      }
    }
  }
  return seen;
}

/** A shop owner's access token, from the API. */
export async function adminToken(url: string, email: string, password: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return (await response.json()) as {
    accessToken: string;
    refreshToken: string;
    admin: Record<string, unknown>;
  };
}

/** A perfume with a long name and two dear sizes, made in the back office's API. */
export async function createDearPerfume(url: string, accessToken: string, name: string) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const categoryForm = new FormData();
  categoryForm.append('name', 'Luxury');
  const category = (await (
    await fetch(`${url}/api/category/`, { method: 'POST', body: categoryForm, headers })
  ).json()) as { category: { _id: string } };
  const form = new FormData();
  form.append('name', name);
  form.append('description', 'A long-lasting oud for the evening.');
  form.append('category', category.category._id);
  form.append(
    'variants',
    JSON.stringify([
      { size: '50ml', price: 99_999, stock: 250 },
      { size: '100ml', price: 85_500, stock: 250 },
    ]),
  );
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  for (const file of ['50ml.png', '100ml.png']) {
    form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), file);
  }
  const response = await fetch(`${url}/api/products/`, { method: 'POST', body: form, headers });
  if (!response.ok) throw new Error(`perfume not created: ${await response.text()}`);
  return ((await response.json()) as { product: { _id: string } }).product._id;
}

/** 100 of each size: the line totals and the order total the pages must show in full. */
export const DEAR_ORDER = {
  quantity: 100,
  lineTotals: [9_999_900, 8_550_000],
  total: 18_549_900,
} as const;

/** The shop's settings that let one order line hold 100 units. */
export const LARGE_ORDERS_ENV = { MAX_UNITS_PER_LINE: '100', MAX_UNITS_PER_ORDER: '200' };

export const LONG_PERFUME_NAME =
  'Oud Al Layl Royal Intense Extrait de Parfum Limited Edition Collector Flacon';
