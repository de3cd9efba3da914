/// <reference lib="dom" />
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopInChromium } from './browser';
import { imageFile } from './images';
import { signInPage } from './session';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './shop';

const NEW_PASSWORD = 'owner-password-2';

/**
 * A clerk's work survives in Chromium: the perfume form says which variant input is wrong, a
 * reload keeps what was typed (after the browser's own leave warning), and a session ended from
 * elsewhere (the password changed in another browser) sends the clerk to /login, saying so, and
 * back to the form with the draft after signing in.
 */
describe('staff never lose work, in Chromium', () => {
  const e2e = shopInChromium();
  let clerk: Page;
  let outDir: string;

  beforeAll(async () => {
    clerk = await signInPage(e2e.browser, e2e.shop.url);
    // STAFF_SCREENS keeps the screenshots for a person to look at.
    outDir = process.env.STAFF_SCREENS ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'staff-e2e-')));
    await fs.mkdir(outDir, { recursive: true });
  });

  const focusedLabel = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

  it('marks each wrong variant input and moves focus to the first', async () => {
    await clerk.goto(`${e2e.shop.url}/perfumes/add`);
    await clerk.getByLabel(/^Name/).fill('Saffron Night');
    await clerk.getByLabel(/^Description/).fill('Saffron, rose and a trail of oud');
    await clerk.getByLabel(/^Category/).selectOption({ index: 1 });
    await clerk.getByLabel('Size, row 1').fill('50ml');
    await clerk.getByLabel('Price, row 1').fill('0');
    await clerk.getByLabel('Stock, row 1').fill('5');
    await clerk.getByRole('button', { name: 'Save Product' }).click();

    await clerk.getByRole('alert').getByText('Please fix variant inputs').waitFor();
    await clerk.getByText('Price must be more than 0').waitFor();
    await clerk.getByText('Choose an image for this size').waitFor();
    expect(await focusedLabel(clerk)).toBe('Price, row 1');
    await clerk.screenshot({ path: path.join(outDir, 'variant-errors.png'), fullPage: true });
    await clerk.getByLabel('Price, row 1').fill('6500');
  });

  it('keeps the typing through a reload, after the browser asks', async () => {
    const asked: string[] = [];
    clerk.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await clerk.reload();
    expect(asked).toEqual(['beforeunload']);
    await clerk.getByText('Your unsaved changes were restored.').waitFor();
    expect(await clerk.getByLabel(/^Name/).inputValue()).toBe('Saffron Night');
    expect(await clerk.getByLabel('Price, row 1').inputValue()).toBe('6500');
    await clerk.screenshot({ path: path.join(outDir, 'draft-restored.png'), fullPage: true });
  });

  it('brings the clerk back to the form after the session ended elsewhere', async () => {
    // The same owner changes the password in another browser: every other session ends.
    const elsewhere = await signInPage(e2e.browser, e2e.shop.url);
    await elsewhere.goto(`${e2e.shop.url}/profile`);
    await elsewhere.getByRole('button', { name: 'Update Password' }).click();
    await elsewhere.getByLabel('Current Password').fill(ADMIN_PASSWORD);
    await elsewhere.getByLabel('New Password').fill(NEW_PASSWORD);
    await elsewhere.getByLabel('Confirm Password').fill(NEW_PASSWORD);
    await elsewhere.getByRole('button', { name: 'Save' }).click();
    await elsewhere
      .getByText(/Password updated|changed/i)
      .first()
      .waitFor();

    await clerk.getByLabel('Stock, row 1').fill('12');
    await clerk
      .getByLabel('Image, row 1')
      .setInputFiles(await imageFile(outDir, 'a.jpg', '#aa7711'));
    await clerk.getByRole('button', { name: 'Save Product' }).click();
    await clerk.waitForURL(`${e2e.shop.url}/login`);
    await clerk.getByText('Your session has ended. Please sign in again.').waitFor();

    await clerk.getByLabel(/Email Address/).fill(ADMIN_EMAIL);
    await clerk.getByLabel(/Password/).fill(NEW_PASSWORD);
    await clerk.getByRole('button', { name: 'Sign In' }).click();
    await clerk.waitForURL(`${e2e.shop.url}/perfumes/add`);
    await clerk
      .getByText('Your unsaved changes were restored. Choose the new images again.')
      .waitFor();
    expect(await clerk.getByLabel(/^Name/).inputValue()).toBe('Saffron Night');
    expect(await clerk.getByLabel('Stock, row 1').inputValue()).toBe('12');

    // Leaving by the menu asks first; staying keeps everything.
    await clerk.getByRole('link', { name: 'Cancel' }).click();
    await clerk.getByRole('dialog', { name: 'Leave without saving?' }).waitFor();
    await clerk.screenshot({ path: path.join(outDir, 'leave-dialog.png') });
    await clerk.getByRole('button', { name: 'Discard changes' }).click();
    await clerk.waitForURL(`${e2e.shop.url}/perfumes`);
    expect(
      await clerk.evaluate(() =>
        Object.keys(sessionStorage).filter((key) => key.startsWith('form-draft:')),
      ),
    ).toEqual([]);
  });
});
