import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopInChromium } from './browser';
import { imageFile } from './images';
import { either, signInPage } from './session';

const CATEGORY = 'Evening Collection';
const PERFUME = 'Midnight Saffron';

describe('the catalogue from the back office to the storefront in Chromium', () => {
  const e2e = shopInChromium();
  let admin: Page;
  let customer: Page;
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-images-'));
  let perfumeId = '';

  beforeAll(async () => {
    admin = await signInPage(e2e.browser, e2e.shop.url);
    customer = await (
      await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
  });
  afterAll(async () => {
    fs.rmSync(files, { recursive: true, force: true });
  });

  it('creates a category and a perfume with two variant images', async () => {
    await admin.goto(`${e2e.shop.url}/categories`);
    await either(admin, ['link', 'button'], 'Add Category').click();
    await admin.waitForURL(`${e2e.shop.url}/categories/add`);
    await admin.getByLabel('Category Name').fill(CATEGORY);
    await admin
      .getByLabel('Image')
      .setInputFiles(await imageFile(files, 'category.jpg', '#552244'));
    await admin
      .getByRole('img', { name: /preview/i })
      .first()
      .waitFor();
    await admin.getByRole('button', { name: 'Add Category' }).click();
    await admin.waitForURL(`${e2e.shop.url}/categories`);
    await admin.getByText('Category created successfully').waitFor();

    await admin.goto(`${e2e.shop.url}/perfumes/add`);
    await admin.getByRole('button', { name: 'Save Product' }).click();
    await admin.getByText('Please fill in all fields').waitFor();
    await admin.getByLabel(/^Name/).fill(PERFUME);
    await admin.getByLabel(/^Description/).fill('Saffron, oud and amber for the evening.');
    await admin.getByLabel('Category').selectOption({ label: CATEGORY });
    await admin.getByLabel('Size, row 1').fill('30ml');
    await admin.getByLabel('Price, row 1').fill('25000');
    await admin.getByLabel('Stock, row 1').fill('5');
    await admin
      .getByLabel('Image, row 1')
      .setInputFiles(await imageFile(files, 'small.jpg', '#aa7711'));
    await admin.getByRole('button', { name: 'Add Variant' }).click();
    await admin.getByLabel('Size, row 2').fill('100ml');
    await admin.getByLabel('Price, row 2').fill('99999');
    await admin.getByLabel('Stock, row 2').fill('3');
    await admin.getByRole('button', { name: 'Save Product' }).click();
    await admin.getByText('Please upload an image for every variant').waitFor();
    await admin
      .getByLabel('Image, row 2')
      .setInputFiles(await imageFile(files, 'large.jpg', '#771133'));
    await admin.getByRole('img', { name: 'Preview, row 2' }).waitFor();
    await admin.getByRole('button', { name: 'Save Product' }).click();
    await admin.waitForURL(`${e2e.shop.url}/perfumes`);
    await admin.getByText('Perfume created successfully').waitFor();
  });

  it('shows it on /shop, sorts it, and switches its sizes', async () => {
    await customer.goto(`${e2e.shop.url}/shop`);
    const names = () =>
      customer.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    await customer.getByRole('link', { name: new RegExp(PERFUME) }).waitFor();
    await customer
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'Price: High to Low' });
    // The order goes into the address (?sort=), and the list follows once the router has moved.
    await expect.poll(async () => (await names())[0]).toBe(PERFUME);
    expect(customer.url()).toMatch(/\/shop\?sort=price-desc$/);
    await customer
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'Price: Low to High' });
    await expect.poll(async () => (await names()).at(-1)).toBe(PERFUME);

    await customer.getByRole('link', { name: new RegExp(PERFUME) }).click();
    await customer.waitForURL(/\/product\/[0-9a-f-]{36}$/);
    perfumeId = customer.url().split('/').pop()!;
    await customer.getByText('Rs. 25,000').waitFor();
    const image = customer.getByRole('img', { name: `${PERFUME}, 30ml` });
    expect(await image.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
    await customer.getByRole('button', { name: 'Show 100ml' }).click();
    await customer.getByText('Rs. 99,999').waitFor();
    await customer.getByRole('img', { name: `${PERFUME}, 100ml` }).waitFor();
  });

  it('vanishes from the storefront when its category is deactivated, and the edit lock appears', async () => {
    await admin.goto(`${e2e.shop.url}/categories`);
    await either(admin, ['button', 'menuitem'], `Deactivate ${CATEGORY}`).click();
    await admin.getByText('Category deactivated successfully').waitFor();

    await customer.goto(`${e2e.shop.url}/shop`);
    await customer.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor();
    expect(await customer.getByRole('link', { name: new RegExp(PERFUME) }).count()).toBe(0);
    const hidden = await fetch(`${e2e.shop.url}/api/products/public/${perfumeId}`);
    expect(hidden.status).toBe(404);

    await admin.goto(`${e2e.shop.url}/perfumes/update/${perfumeId}`);
    await admin
      .getByText(/cannot be edited while/i)
      .or(admin.getByText(/inactive category/i))
      .first()
      .waitFor();
    expect(await admin.getByLabel(/^Name/).isDisabled()).toBe(true);
    const option = admin
      .getByLabel('Category')
      .locator('option', { hasText: `${CATEGORY} (Inactive)` });
    expect(await option.isDisabled()).toBe(true);
  });
});
