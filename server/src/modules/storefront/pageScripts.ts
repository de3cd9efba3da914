import { createHash } from 'node:crypto';

/** Id of the JSON block that lists a rendered page's scripts for the loader. */
const LIST_ID = 'page-scripts';

/** A rendered page's scripts. */
export interface PageScriptList {
  /** Evaluated one after another, one task each: the libraries, then the app's entry last. */
  order: string[];
  /** Fetched alongside, evaluated when the app asks for them (the page's own chunks). */
  preload: string[];
  /**
   * By early action (`data-early`, ./earlyTaps.ts): the chunks of the page a tap on it opens,
   * which the page's head fetches as soon as the tap is made.
   */
  later?: Record<string, string[]>;
}

/**
 * Starts a server-rendered page's scripts once its images have loaded (the load event) and the
 * frame after it has painted (a frame's callback, then a task: on an Urdu page the Nastaliq text
 * took the main thread past the load event, and the scripts' evaluation pushed its first paint
 * back behind them), or 2 s after the HTML was read (a tab in the background paints no frame),
 * or when the shopper taps a button
 * that needs them (the `earlytap` event of ./earlyTaps.ts), whichever comes first. On a slow
 * mobile connection the page's first images no longer share the bandwidth with ~170 KB of
 * script: the shopper sees the products sooner, and the page hydrates a moment later (links
 * work before that as plain HTML). All chunks are fetched at once; each is evaluated in a task
 * of its own, so no single long task blocks a tap. The text never changes, so the content
 * security policy allows it by its hash.
 */
const LOADER = [
  `const list=JSON.parse(document.getElementById('${LIST_ID}').textContent);`,
  'const tick=()=>new Promise((resolve)=>setTimeout(resolve));',
  'const run=async()=>{',
  "for(const href of [...list.order,...list.preload]){const link=document.createElement('link');",
  "link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}",
  'for(const href of list.order){await tick();await import(href)}};',
  'let started=false;',
  'const start=()=>{if(!started){started=true;run()}};',
  'const afterPaint=()=>requestAnimationFrame(()=>setTimeout(start));',
  "if(document.readyState==='complete')afterPaint();",
  "else{addEventListener('load',afterPaint,{once:true});addEventListener('earlytap',start,{once:true});",
  'setTimeout(start,2000)}',
].join('');

/** The loader's CSP source expression ('sha256-…'). */
export const PAGE_LOADER_CSP = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

const SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The built head without its entry script and module preloads, and what they named (in the
 * order of the HTML, the fallback when the build has no manifest).
 */
export function takeScripts(head: string): { head: string; scripts: PageScriptList } {
  const entries = [...head.matchAll(SCRIPT)].map((match) => match[1]!);
  if (entries.length !== 1) throw new Error(`index.html has ${entries.length} entry scripts`);
  const preload = [...head.matchAll(PRELOAD)].map((match) => match[1]!);
  return {
    head: head.replace(SCRIPT, '').replace(PRELOAD, ''),
    scripts: { order: entries, preload },
  };
}

/** The list and the loader, for the end of a rendered page's body. */
export function pageScripts(list: PageScriptList): string {
  const json = JSON.stringify(list).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${LIST_ID}">${json}</script><script type="module">${LOADER}</script>`;
}
