import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkPlan } from '../../server/src/modules/storefront/chunkPlan';
import { PAGE_LOADER_CSP, pageScripts } from '../../server/src/modules/storefront/pageScripts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-plan-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function planOf(manifest: object) {
  const file = path.join(dir, `${Math.random()}.json`);
  fs.writeFileSync(file, JSON.stringify(manifest));
  return chunkPlan(file)!;
}

describe('the order a rendered page evaluates its chunks in', () => {
  const plan = planOf({
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_ui.js', '_dom.js'] },
    '_ui.js': { file: 'assets/ui.js', imports: ['_dom.js'] },
    '_dom.js': { file: 'assets/dom.js' },
    'src/Page.tsx': { file: 'assets/Page.js', imports: ['index.html', '_field.js', '_dom.js'] },
    '_field.js': { file: 'assets/field.js', imports: ['_ui.js'] },
  });

  it('puts every library after what it imports and the entry last', () => {
    expect(plan([]).order).toEqual(['/assets/dom.js', '/assets/ui.js', '/assets/index.js']);
    expect(plan([]).preload).toEqual([]);
  });

  it("evaluates a page's own libraries before the entry and fetches the page itself", () => {
    expect(plan(['src/Page.tsx'])).toEqual({
      order: ['/assets/dom.js', '/assets/ui.js', '/assets/field.js', '/assets/index.js'],
      preload: ['/assets/Page.js'],
    });
  });

  it('lists chunks that import each other once each, instead of recursing for ever', () => {
    const cyclic = planOf({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_a.js'] },
      '_a.js': { file: 'assets/a.js', imports: ['_b.js'] },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js', '_c.js'] },
      '_c.js': { file: 'assets/c.js' },
      'src/Page.tsx': { file: 'assets/Page.js', imports: ['index.html', '_b.js'] },
    });
    expect(cyclic([]).order).toEqual([
      '/assets/c.js',
      '/assets/b.js',
      '/assets/a.js',
      '/assets/index.js',
    ]);
    expect(cyclic(['src/Page.tsx'])).toEqual({
      order: ['/assets/c.js', '/assets/b.js', '/assets/a.js', '/assets/index.js'],
      preload: ['/assets/Page.js'],
    });
  });

  it('has no plan without a manifest', () => {
    expect(chunkPlan(path.join(dir, 'missing.json'))).toBeNull();
  });

  it('writes a loader the content security policy allows by its hash, with a safe list', () => {
    const html = pageScripts({ order: ['/assets/</script>.js'], preload: [] });
    expect(html).not.toContain('</script>.js');
    const loader = /<script type="module">(.*?)<\/script>/s.exec(html)![1]!;
    expect(PAGE_LOADER_CSP).toBe(
      `'sha256-${createHash('sha256').update(loader).digest('base64')}'`,
    );
  });
});
