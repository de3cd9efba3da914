/// <reference lib="dom" />
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopInChromium } from './browser';
import { either, sideMenu, signInPage } from './session';

const CLERK = { name: 'Kamran Clerk', email: 'kamran@shop.test', password: 'kamran-pass-1' };

describe('staff accounts in Chromium', () => {
  const e2e = shopInChromium({ SEED_DEMO: '0' });
  let root: Page;

  beforeAll(async () => {
    root = await signInPage(e2e.browser, e2e.shop.url);
  });

  it('adds an admin who signs in and sees no Admins menu', async () => {
    await sideMenu(root).getByRole('link', { name: 'Admins' }).click();
    await root.waitForURL(`${e2e.shop.url}/admins`);
    await either(root, ['link', 'button'], 'Add Admin').click();
    await root.waitForURL(`${e2e.shop.url}/admins/add`);
    await root.getByRole('button', { name: 'Add Admin' }).click();
    await root.getByText('Full name is required.').first().waitFor();
    await root.getByLabel('Full Name').fill(CLERK.name);
    await root.getByLabel('Email Address').fill(CLERK.email);
    await root.getByLabel('Password').fill(CLERK.password);
    await root.getByRole('button', { name: 'Add Admin' }).click();
    await root.waitForURL(`${e2e.shop.url}/admins`);
    await root.getByText('Admin created successfully').waitFor();
    await root.getByRole('gridcell', { name: CLERK.email }).waitFor();

    const clerk = await signInPage(e2e.browser, e2e.shop.url, CLERK.email, CLERK.password);
    await sideMenu(clerk).getByRole('link', { name: 'Orders' }).waitFor();
    expect(await sideMenu(clerk).getByRole('link', { name: 'Admins' }).count()).toBe(0);
    await clerk.locator('header').getByText('Admin', { exact: true }).waitFor();

    // Deactivated: the very next request with the clerk's still-valid token is refused.
    await either(root, ['menuitem', 'button'], `Deactivate ${CLERK.name}`).click();
    await root.getByText('Admin deactivated successfully').waitFor();
    const token = await clerk.evaluate(() => localStorage.getItem('token'));
    const refused = await fetch(`${e2e.shop.url}/api/dashboard`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(401);
    await sideMenu(clerk).getByRole('link', { name: 'Categories' }).click();
    await clerk.waitForURL(`${e2e.shop.url}/login`, { timeout: 15_000 });
    await clerk.context().close();
  });

  it('resets a forgotten password with the code from the outbox', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.shop.url}/login`);
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL(`${e2e.shop.url}/forgot-password`);
    // The login form also has an e-mail field: wait until the forgot-password form has replaced it.
    await page.getByRole('button', { name: 'Request OTP' }).waitFor();
    await page.getByLabel(/Email Address/).fill('owner@shop.test');
    await page.getByRole('button', { name: 'Request OTP' }).click();
    await page.waitForURL(`${e2e.shop.url}/otp`);

    const outbox = path.join(e2e.shop.dataDir, 'outbox');
    let code = '';
    for (let i = 0; i < 50 && !code; i += 1) {
      const mails = fs.existsSync(outbox)
        ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'))
        : [];
      const text = mails.map((f) => fs.readFileSync(path.join(outbox, f), 'utf8')).join('\n');
      code = /password is: (\d{6})/.exec(text)?.[1] ?? '';
      if (!code) await new Promise((r) => setTimeout(r, 100));
    }
    expect(code).toMatch(/^\d{6}$/);
    const otp = page.getByLabel('OTP');
    await otp.fill(`${code}99`);
    expect(await otp.inputValue()).toBe(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('OTP verified successfully!').waitFor();
    await page.waitForURL(`${e2e.shop.url}/reset-password`, { timeout: 10_000 });
    await page.getByLabel('New Password').fill('owner-password-2');
    await page.getByLabel('Confirm Password').fill('owner-password-2');
    await page.getByRole('button', { name: /Reset Password/i }).click();
    await page.getByText('Password updated successfully!').waitFor();
    await page.waitForURL(`${e2e.shop.url}/login`, { timeout: 10_000 });
    // The reset ended every session, the root's too.
    await sideMenu(root).getByRole('link', { name: 'Categories' }).click();
    await root.waitForURL(`${e2e.shop.url}/login`, { timeout: 15_000 });
    await context.close();
    await root.context().close();
    root = await signInPage(e2e.browser, e2e.shop.url, 'owner@shop.test', 'owner-password-2');
  });

  it('changes the username (menu updates at once) and the password', async () => {
    await sideMenu(root)
      .getByRole('link', { name: /SuperAdmin/ })
      .click();
    await root.waitForURL(`${e2e.shop.url}/profile`);
    await root.getByRole('button', { name: 'Update Username' }).click();
    await root.getByRole('dialog').getByLabel('Name').fill('Owner Sahib');
    await root.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await sideMenu(root)
      .getByRole('link', { name: /Owner Sahib/ })
      .waitFor();
    expect(await root.evaluate(() => JSON.parse(localStorage.getItem('admin') ?? '{}').name)).toBe(
      'Owner Sahib',
    );

    await root.getByRole('button', { name: 'Update Password' }).click();
    const dialog = root.getByRole('dialog');
    await dialog.getByLabel('Current Password').fill('owner-password-2');
    await dialog.getByLabel('New Password').fill('owner-password-3');
    await dialog.getByLabel('Confirm Password').fill('owner-password-4');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Passwords do not match.').first().waitFor();
    await dialog.getByLabel('Confirm Password').fill('owner-password-3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await root.getByText('Password updated successfully!').waitFor();
    const login = await fetch(`${e2e.shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@shop.test', password: 'owner-password-3' }),
    });
    expect(login.status).toBe(200);
  });
});
