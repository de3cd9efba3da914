import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brand } from '@shop/domain/brand';
import { escapeMarkup } from '@shop/domain/markup';
import { chunkPlan } from './chunkPlan';
import { EARLY_PAGES, EARLY_TAPS } from './earlyTaps';
import { pageScripts, takeScripts, type PageScriptList } from './pageScripts';

/** What the server renderer (the build of src/entry-server.tsx) answers for a path. */
export type RenderResult =
  | { kind: 'shell' }
  | {
      kind: 'page';
      status: number;
      /** The attributes of <html>: `lang="ur" dir="rtl"` on an Urdu page. */
      htmlAttributes: string;
      head: string;
      html: string;
      state: string;
      cacheable: boolean;
      modules: string[];
      /** The no-script line in the page's language (text). */
      noScript: string;
    };

interface RendererModule {
  configure(options: { fetch: typeof fetch }): void;
  render(url: string, origin: string): Promise<RenderResult>;
}

/** index.html of the client build, cut where a rendered page goes in. */
export interface PageTemplate {
  /** The page as built, naming the shop as it is now: the shell admin pages render into. */
  shell(): Buffer;
  /** Fills in a rendered page's head, body and handed-over state, and preloads its chunks. */
  fill(page: {
    htmlAttributes: string;
    head: string;
    html: string;
    state: string;
    modules: string[];
    noScript: string;
  }): string;
}

const ROOT = '<div id="root"></div>';
/** The built page's no-script line (English), replaced by the rendered page's own. */
const NO_SCRIPT = /<noscript>[^<]*<\/noscript>/;
const DEFAULT_HEAD = [/<title>[^<]*<\/title>\s*/, /<meta\s+name="description"[^>]*>\s*/];

/**
 * Reads the built index.html, naming the shop as its settings do now (`shopName`) where the build
 * names the default one (its title, description and no-script line); null when the client is not
 * built. The named copy is made again when the name changes.
 */
export function loadTemplate(indexFile: string, shopName: () => string): PageTemplate | null {
  if (!fs.existsSync(indexFile)) return null;
  const source = fs.readFileSync(indexFile, 'utf8');
  const plan = chunkPlan(path.join(path.dirname(indexFile), '.vite', 'manifest.json'));
  let named: { name: string; shell: Buffer; parts: ReturnType<typeof cut> | null } | null = null;
  const current = () => {
    const name = shopName();
    if (named?.name !== name) {
      named = {
        name,
        shell: Buffer.from(source.replaceAll(brand.name, escapeMarkup(name))),
        parts: null,
      };
    }
    return named;
  };
  return {
    shell: () => current().shell,
    fill: ({ htmlAttributes, head, html, state, modules, noScript }) => {
      const page = current();
      page.parts ??= cut(page.shell.toString('utf8'), indexFile);
      const { beforeHead, beforeRoot, afterRoot, scripts: built } = page.parts;
      const list: PageScriptList = plan ? plan(modules) : built;
      // The code behind the page's early actions (Buy Now: the checkout), not already listed.
      const listed = new Set([...list.order, ...list.preload]);
      const later = Object.entries(EARLY_PAGES)
        .filter(([action]) => plan && html.includes(`data-early="${action}"`))
        .map(([action, module]) => {
          const next = plan!([module]);
          return [action, [...next.order, ...next.preload].filter((file) => !listed.has(file))];
        });
      const scripts = pageScripts(
        later.length ? { ...list, later: Object.fromEntries(later) } : list,
      );
      const opening = beforeHead.replace(/<html[^>]*>/, `<html ${htmlAttributes}>`);
      const body = beforeRoot.replace(NO_SCRIPT, `<noscript>${escapeMarkup(noScript)}</noscript>`);
      return `${opening}  ${EARLY_TAPS}\n    ${head}\n  </head>${body}<div id="root">${html}</div>${state}${scripts}${afterRoot}`;
    },
  };
}

/**
 * The built page without its default title and description, cut at the head's end and the
 * root; its scripts are taken out for the page loader.
 */
function cut(text: string, indexFile: string) {
  for (const pattern of DEFAULT_HEAD) text = text.replace(pattern, '');
  const [builtHead, afterHead] = splitOnce(text, '</head>', indexFile);
  const [beforeRoot, afterRoot] = splitOnce(afterHead, ROOT, indexFile);
  const { head: beforeHead, scripts } = takeScripts(builtHead);
  return { beforeHead, beforeRoot, afterRoot, scripts };
}

function splitOnce(text: string, marker: string, file: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`${file} has no ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}

/** Loads the server renderer build; null when there is none (the API alone, or tests). */
export async function loadRenderer(
  entryFile: string | null,
  fetchFn: typeof fetch,
): Promise<RendererModule | null> {
  if (!entryFile || !fs.existsSync(entryFile)) return null;
  const renderer = (await import(pathToFileURL(entryFile).href)) as RendererModule;
  renderer.configure({ fetch: fetchFn });
  return renderer;
}
