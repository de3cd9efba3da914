import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import axeCore from 'axe-core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopInChromium } from './browser';
import { signInPage } from './session';

/** axe-core's WCAG A and AA rules on the page as it is: the rules broken, with their elements. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: Document,
          options: object,
        ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
      },
      rules: { 'heading-order': { enabled: true } },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
  });
}

/**
 * A fresh shop renamed and re-numbered from the back office's Settings screen in Chromium: the
 * server-rendered storefront (title, Open Graph site name, JSON-LD, footer) and /login name the
 * new shop at once, without a restart.
 */
describe('shop settings from the back office to the storefront', () => {
  const e2e = shopInChromium({ SHOP_NAME: 'Env Attars' });
  let outDir: string;

  beforeAll(async () => {
    // SETTINGS_SCREENS keeps the screenshots for a person to look at.
    outDir =
      process.env.SETTINGS_SCREENS ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'settings-e2e-')));
    await fs.mkdir(outDir, { recursive: true });
  });

  const html = async (pathname: string) => (await fetch(`${e2e.shop.url}${pathname}`)).text();

  it('renames the shop from the Settings screen and the storefront shows it at once', async () => {
    const before = await html('/');
    expect(before).toContain('<title>Env Attars: luxury perfumes');

    const page = await signInPage(e2e.browser, e2e.shop.url);
    const setup = page.getByRole('region', { name: 'Finish setting up your shop' });
    await setup.getByRole('link', { name: 'WhatsApp number' }).click();
    await page.waitForURL(`${e2e.shop.url}/settings#whatsapp`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('whatsapp');

    await page.getByLabel('Shop name').fill('Khushbu Ghar');
    await page.getByLabel('WhatsApp number').fill('0333 7654321');
    await page.getByLabel('Contact phone').fill('042-35761234');
    await page.getByLabel('Instagram page').fill('');
    await expect
      .poll(() => page.getByTestId('preview-header').textContent())
      .toContain('Khushbu Ghar');
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(outDir, `settings-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    // The side menu names the shop as saved.
    await page.locator('.MuiDrawer-paper').last().getByText('Khushbu Ghar').waitFor();

    const home = await html('/');
    expect(home).toContain('<title>Khushbu Ghar: luxury perfumes');
    expect(home).toContain('<meta property="og:site_name" content="Khushbu Ghar"');
    expect(home).toMatch(/"@type":"Store","name":"Khushbu Ghar"/);
    expect(home).toContain('"telephone":"042-35761234"');
    expect(home).toContain('https://wa.me/923337654321');
    expect(home).toMatch(
      new RegExp(`© (<!-- -->)?${new Date().getFullYear()} (<!-- -->)?Khushbu Ghar`),
    );
    expect(home).not.toContain('Env Attars');
    expect(home).not.toContain('instagram.com/mehakperfumes');
    expect(await html('/login')).toContain('Khushbu Ghar');
    expect(await html('/login')).not.toContain('Env Attars');

    // A shopper's browser shows it too, hydrated.
    const shopper = await e2e.browser.newPage();
    await shopper.goto(`${e2e.shop.url}/contact`);
    await shopper.getByRole('contentinfo').getByText('WhatsApp 0333 7654321').waitFor();
    expect(await shopper.title()).toContain('Khushbu Ghar');
    await shopper.close();
    await page.context().close();
  }, 120_000);
});
