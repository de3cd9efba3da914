import fs from 'node:fs';
import type { PageScriptList } from './pageScripts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Which chunks a rendered page runs, from the client build's manifest, in the order the page
 * loader evaluates them: every library chunk after the chunks it imports, one task each, then
 * the entry. The page's own chunks (which import the entry) are fetched with the rest and
 * evaluated when the app asks for them. Null when the build has no manifest.
 */
export function chunkPlan(manifestFile: string): ((modules: string[]) => PageScriptList) | null {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return null;
  }
  const fileOf = (key: string) => `/${manifest[key]!.file}`;
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  /**
   * Chunk keys in post-order: each after what it imports. Chunks that import each other (the
   * bundler may split a cycle of modules across chunks) are each listed once, in the order
   * reached; the browser links such a cycle whichever is evaluated first.
   */
  const collect = (key: string, into: string[], entered = new Set<string>()) => {
    if (!manifest[key] || into.includes(key) || entered.has(key)) return;
    entered.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into, entered);
    into.push(key);
  };
  const needsEntry = (key: string): boolean => {
    const reached: string[] = [];
    collect(key, reached);
    return reached.some((chunk) => entryKeys.includes(chunk));
  };
  const entryOrder: string[] = [];
  for (const key of entryKeys) collect(key, entryOrder);
  const libraries = entryOrder.filter((key) => !entryKeys.includes(key));
  return (modules) => {
    const pageOrder: string[] = [];
    for (const module of modules) collect(module, pageOrder);
    const own = pageOrder.filter((key) => !entryOrder.includes(key));
    const early = own.filter((key) => !needsEntry(key));
    return {
      order: [...libraries, ...early, ...entryKeys].map(fileOf),
      preload: own.filter((key) => !early.includes(key)).map(fileOf),
    };
  };
}
