/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopInChromium } from './browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './shop';

describe('admin sign-in in Chromium', () => {
  const e2e = shopInChromium({ SEED_DEMO: '0' });
  let page: Page;

  beforeAll(async () => {
    page = await e2e.browser.newPage();
  });

  it('sends a signed-out visitor of the back office to /login', async () => {
    await page.goto(`${e2e.shop.url}/dashboard`);
    await page.waitForURL(`${e2e.shop.url}/login`);
    await page.getByText('Admin Panel Login').waitFor();
  });

  it('shows validation and the server message, then signs in to the dashboard', async () => {
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await page.getByLabel(/Email Address/).fill(ADMIN_EMAIL);
    await page.getByLabel(/Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password.').waitFor();
    expect(page.url()).toBe(`${e2e.shop.url}/login`);

    await page.getByLabel(/Password/).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${e2e.shop.url}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.locator('header').getByText('SuperAdmin').waitFor();
    const menu = page.getByRole('navigation', { name: 'Admin' }).last();
    for (const entry of [
      'Dashboard',
      'Categories',
      'Perfumes',
      'Admins',
      'Orders',
      'Reviews',
      'Complaints',
    ]) {
      await menu.getByRole('link', { name: entry }).waitFor();
    }
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      refreshToken: localStorage.getItem('refreshToken'),
      admin: JSON.parse(localStorage.getItem('admin') ?? 'null') as {
        email: string;
        role: string;
      } | null,
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.refreshToken).toBeTruthy();
    expect(stored.admin).toMatchObject({ email: ADMIN_EMAIL, role: 'superadmin' });
    const box = await page.locator('.MuiDrawer-paper').last().boundingBox();
    expect(box?.width).toBe(240);
  });

  it('logs out to /login and the old access token no longer works', async () => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page
      .getByRole('navigation', { name: 'Admin' })
      .last()
      .getByRole('button', { name: 'Logout' })
      .click();
    await page.waitForURL(`${e2e.shop.url}/login`);
    const response = await fetch(`${e2e.shop.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
