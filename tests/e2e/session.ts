import type { Browser, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './shop';

/** A fresh browser context (its own localStorage) signed in through the /login screen. */
export async function signInPage(
  browser: Browser,
  url: string,
  email = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel(/Email Address/).fill(email);
  await page.getByLabel(/Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${url}/dashboard`);
  return page;
}

/** The side menu: the permanent drawer on a wide screen, with its profile entry at the bottom. */
export const sideMenu = (page: Page) => page.locator('.MuiDrawer-paper').last();

type Role = Parameters<Page['getByRole']>[0];

/** The first control named `name` in either role (a link or a button, a button or a menu item). */
export const either = (page: Page, [one, other]: [Role, Role], name: string) =>
  page.getByRole(one, { name }).or(page.getByRole(other, { name })).first();
