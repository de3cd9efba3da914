import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the server renderer (the build of src/entry-server.tsx) answers for a path. */
export type RenderResult =
  | { kind: 'shell' }
  | {
      kind: 'page';
      status: number;
      head: string;
      html: string;
      state: string;
      cacheable: boolean;
      modules: string[];
    };

interface RendererModule {
  configure(options: { fetch: typeof fetch }): void;
  render(url: string, origin: string): Promise<RenderResult>;
}

/** index.html of the client build, cut where a rendered page goes in. */
export interface PageTemplate {
  /** The page as built: the shell the browser renders admin pages into. */
  shell: Buffer;
  /** Fills in a rendered page's head, body and handed-over state, and preloads its chunks. */
  fill(page: { head: string; html: string; state: string; modules: string[] }): string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * <link rel="modulepreload"> for the chunks of the given source files and what they import,
 * less what index.html already loads: the browser fetches a page's code with the page instead
 * of after the main script has run.
 */
function modulePreloader(manifestFile: string): (modules: string[]) => string {
  let manifest: Record<string, ManifestChunk> = {};
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return () => '';
  }
  const loaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, loaded);
  return (modules) => {
    const files = new Set<string>();
    for (const module of modules) collect(module, files);
    return [...files]
      .filter((file) => !loaded.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('\n    ');
  };
}

const ROOT = '<div id="root"></div>';
const DEFAULT_HEAD = [/<title>[^<]*<\/title>\s*/, /<meta\s+name="description"[^>]*>\s*/];

/** Reads the built index.html; null when the client has not been built. */
export function loadTemplate(indexFile: string): PageTemplate | null {
  if (!fs.existsSync(indexFile)) return null;
  const shell = fs.readFileSync(indexFile);
  const preload = modulePreloader(path.join(path.dirname(indexFile), '.vite', 'manifest.json'));
  let parts: [string, string, string] | null = null;
  return {
    shell,
    fill: ({ head, html, state, modules }) => {
      parts ??= cut(shell.toString('utf8'), indexFile);
      const [beforeHead, beforeRoot, afterRoot] = parts;
      return `${beforeHead}  ${preload(modules)}\n    ${head}\n  </head>${beforeRoot}<div id="root">${html}</div>${state}${afterRoot}`;
    },
  };
}

/** The built page without its default title and description, around the head's end and the root. */
function cut(text: string, indexFile: string): [string, string, string] {
  for (const pattern of DEFAULT_HEAD) text = text.replace(pattern, '');
  const [beforeHead, afterHead] = splitOnce(text, '</head>', indexFile);
  const [beforeRoot, afterRoot] = splitOnce(afterHead, ROOT, indexFile);
  return [beforeHead, beforeRoot, afterRoot];
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
