import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopInChromium } from './browser';
import { either, signInPage } from './session';
import { placeOrder } from './orders';

describe('reviews, messages and the dashboard in Chromium', () => {
  const e2e = shopInChromium({ SEED_DEMO: '0' });
  let admin: Page;
  let customer: Page;

  beforeAll(async () => {
    admin = await signInPage(e2e.browser, e2e.shop.url);
    customer = await (
      await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
  });

  it('shows a submitted review on the home page only after approval', async () => {
    await customer.goto(`${e2e.shop.url}/customer/reviews`);
    await customer.getByRole('button', { name: 'Submit Review' }).click();
    await customer.getByText('All fields are required').first().waitFor();
    await customer.getByLabel(/^Name/).fill('Nadia Shah');
    await customer.getByLabel(/^City/).fill('Hyderabad');
    await customer.getByLabel(/^Phone/).fill('0301-7654321');
    await customer.getByLabel(/^Your Review/).fill('The attar is wonderful and lasted two days.');
    await customer.getByRole('button', { name: 'Submit Review' }).click();
    await customer.getByText('Your review has been submitted. Thanks for your feedback!').waitFor();

    // The home page is rendered on the server with the approved reviews (the demo shop has some).
    const shown = (await (await fetch(`${e2e.shop.url}/api/reviews`)).json()) as {
      name: string;
      review: string;
    }[];
    await customer.goto(e2e.shop.url);
    expect(shown.some((r) => r.review.includes('lasted two days'))).toBe(false);
    if (shown[0]) await customer.getByText(shown[0].name).first().waitFor();
    expect(await customer.getByText(/lasted two days/).count()).toBe(0);

    await admin.goto(`${e2e.shop.url}/reviews`);
    await either(admin, ['button', 'menuitem'], 'Approve review by Nadia Shah').click();
    await admin.getByText('Review approved').first().waitFor();

    await customer.reload();
    await customer
      .getByText(/lasted two days/)
      .first()
      .waitFor();
    await customer
      .getByText(/Nadia Shah/)
      .first()
      .waitFor();
  });

  it('walks a customer message from Pending to Responded', async () => {
    await customer.goto(`${e2e.shop.url}/contact`);
    await customer.getByLabel(/^Name/).fill('Omar Farooq');
    await customer.getByLabel(/^Email/).fill('omar@example.pk');
    await customer.getByLabel(/^Subject/).fill('Gift wrapping');
    await customer.getByLabel(/^Message/).fill('Can you gift-wrap an order?');
    await customer.getByRole('button', { name: 'Send Message' }).click();
    await customer.getByText('Your query has been submitted successfully!').waitFor();
    expect(await customer.getByLabel(/^Subject/).inputValue()).toBe('');

    await admin.goto(`${e2e.shop.url}/complaints`);
    const action = (next: string) =>
      either(admin, ['button', 'menuitem'], `Mark as ${next}: message from Omar Farooq`);
    await action('Read').click();
    await admin.getByRole('gridcell', { name: 'Read' }).first().waitFor();
    await action('Responded').click();
    await admin.getByRole('gridcell', { name: 'Responded' }).first().waitFor();
    // Responded shows no action (the row re-renders once the list is refetched).
    await action('Responded').waitFor({ state: 'detached' });
    expect(await action('Read').count()).toBe(0);
  });

  it('moves the dashboard when an order is delivered', async () => {
    const headers = {
      authorization: `Bearer ${await admin.evaluate(() => localStorage.getItem('token'))}`,
    };
    const form = new FormData();
    form.append('name', 'Dashboard Test');
    const category = await (
      await fetch(`${e2e.shop.url}/api/category/`, { method: 'POST', body: form, headers })
    ).json();
    const perfumeForm = new FormData();
    perfumeForm.append('name', 'Oud Number One');
    perfumeForm.append('category', category.category._id);
    perfumeForm.append('variants', JSON.stringify([{ size: '50ml', price: 4500, stock: 10 }]));
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    perfumeForm.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
    const perfume = await (
      await fetch(`${e2e.shop.url}/api/products/`, { method: 'POST', body: perfumeForm, headers })
    ).json();
    const order = await placeOrder(e2e.shop.url, [
      { productId: perfume.product._id, variantSize: '50ml', quantity: 2 },
    ]);

    const kpi = (title: string) => admin.getByRole('group', { name: title });
    await admin.goto(`${e2e.shop.url}/dashboard`);
    await kpi('Total Orders').getByText('1', { exact: true }).waitFor();
    await kpi('Pending / Confirmed Orders').getByText('1', { exact: true }).waitFor();
    await admin.getByRole('link', { name: 'View' }).first().waitFor();

    for (const status of ['Confirmed', 'Shipped', 'Delivered']) {
      const response = await fetch(`${e2e.shop.url}/api/orders/${order._id}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          status,
          ...(status === 'Confirmed' ? { confirmedBy: 'Call' } : {}),
        }),
      });
      expect(response.status).toBe(200);
    }
    await admin.goto(`${e2e.shop.url}/orders`);
    await admin.goto(`${e2e.shop.url}/dashboard`);
    await kpi('Total Sales').getByText('9,000 PKR').waitFor();
    await kpi('Pending / Confirmed Orders').getByText('0', { exact: true }).waitFor();
    await kpi('Refund %').waitFor();
    await admin.getByText('Delivered').first().waitFor();
  });

  it('writes every month on the Monthly Sales axis in full, at any width', async () => {
    // The last month's label stood past the line's end and was cut to "Nov…" at 820 and 1920 px.
    for (const width of [390, 820, 1366, 1920]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.goto(`${e2e.shop.url}/dashboard`);
      const chart = admin.getByRole('figure', { name: 'Monthly Sales' });
      const ticks = chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
      await ticks.first().waitFor();
      const labels = await ticks.allTextContents();
      expect(labels.length, `${width} px`).toBeGreaterThan(2);
      for (const label of labels) expect(label, `${width} px`).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
    }
    await admin.setViewportSize({ width: 1366, height: 900 });
  });
});
