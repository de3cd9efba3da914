import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../server/src/setup/demoCatalogue';
import { shopInChromium, waitForHydration } from './browser';
import { ROOT } from './shop';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Files the home page loads: the entry and its static imports, and the home page's own chunk
 * (every storefront page is a route chunk of its own) with its static imports.
 */
function homePageFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  visit('src/app/HomePage.tsx');
  return files;
}

describe('storefront in Chromium', () => {
  const e2e = shopInChromium();

  it('shows the hero and the demo categories from the real database', async () => {
    const page = await e2e.browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(e2e.shop.url);
    await page.getByRole('heading', { name: 'Luxury Perfumes for All Ages' }).waitFor();
    const section = page.getByRole('region', { name: 'Shop by Category' });
    for (const category of demoCatalogue) {
      await section.getByRole('heading', { name: category.name }).waitFor();
    }
    await section.getByRole('link', { name: `Explore ${demoCatalogue[0]!.name}` }).click();
    await page.waitForURL(/\/category\/[0-9a-f-]{36}$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Explore Collection' }).click();
    await page.waitForURL(`${e2e.shop.url}/shop`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads no admin code, grid or chart on the storefront', async () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'dist/.vite/manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
    const allowed = homePageFiles(manifest);
    const adminFiles = Object.values(manifest)
      .filter(
        (chunk) =>
          chunk.src &&
          /src\/(app\/admin|features\/(auth|dashboard|admins|categories|perfumes|orders|messages|profile))\//.test(
            chunk.src,
          ),
      )
      .map((chunk) => chunk.file);
    expect(adminFiles.length).toBeGreaterThan(0);
    for (const file of adminFiles) expect(allowed.has(file)).toBe(false);

    const page = await e2e.browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script')
        scripts.push(new URL(request.url()).pathname.slice(1));
    });
    await page.goto(e2e.shop.url);
    // The server's HTML shows the categories before any script runs: wait for the live app, and
    // for whatever it fetches once live.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts)
      expect(allowed.has(file), `${file} should not load on the storefront`).toBe(true);
    for (const file of allowed) {
      const code = fs.readFileSync(path.join(ROOT, 'dist', file), 'utf8');
      expect(code).not.toMatch(/MuiDataGrid|MuiChartsSurface|Admin Panel Login/);
    }
    await page.close();
  });

  it('serves deep links to client routes and a JSON 404 for unknown API paths', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.shop.url}/no/such/page`);
    await page.getByRole('heading', { name: "We couldn't find that page" }).waitFor();
    const api = await fetch(`${e2e.shop.url}/api/no-such-thing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toHaveProperty('message');
    await page.close();
  });
});
