import { createHash } from 'node:crypto';

/**
 * Taps before the scripts have run (docs/product.md §2, issue 25): a server-rendered page's
 * buttons marked `data-early="<action>"` work from the first paint. This script, in the page's
 * head before its content, takes a click on one before React does (capture phase on the window),
 * marks the button busy (`aria-busy`: the stylesheet below swaps its label for its
 * `data-early-busy` text), says so in a live region and queues the button's `data-early-*`
 * values. Once that is painted, it fetches the code of the page the tap leads to (the `later`
 * chunks of the page's script list, see `EARLY_PAGES`) and tells the page loader
 * (./pageScripts.ts) to start the scripts now if it has not yet. When the app is ready it calls
 * `earlyTaps.take()` (src/components/earlyTaps.ts): the queue is handed over once, the marks come
 * off and from then on clicks pass to React. A second tap on a busy button is the same tap: it is
 * taken and dropped, so nothing is ever added twice. The text never changes, so the content
 * security policy allows it by its hash.
 */
const SCRIPT = [
  '(()=>{let on=true;const queue=[];',
  "const live=document.createElement('div');",
  "live.setAttribute('role','status');live.className='early-live';",
  "addEventListener('DOMContentLoaded',()=>on&&document.body.append(live));",
  'window.earlyTaps={take(){if(!on)return[];on=false;',
  "for(const b of document.querySelectorAll('[data-early][aria-busy]'))b.removeAttribute('aria-busy');",
  'live.remove();return queue.splice(0)}};',
  "addEventListener('click',(event)=>{const t=event.target;",
  "const b=on&&t instanceof Element&&t.closest('[data-early]');",
  'if(!b||b.disabled)return;',
  'event.preventDefault();event.stopImmediatePropagation();',
  "if(b.hasAttribute('aria-busy'))return;",
  "b.setAttribute('aria-busy','true');queue.push({...b.dataset});",
  'live.textContent=b.dataset.earlyBusy;',
  // The rest once the busy button has been painted.
  'requestAnimationFrame(()=>setTimeout(()=>{',
  "const list=document.getElementById('page-scripts');",
  'for(const href of (list&&JSON.parse(list.textContent).later||{})[b.dataset.early]||[]){',
  "const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';",
  'link.href=href;document.head.append(link)}',
  "dispatchEvent(new Event('earlytap'))}))},true)})()",
].join('');

/**
 * A busy button keeps its size and shows its `data-early-busy` text in place of its label
 * (`.early-label`), an icon button (`data-early-icon`) its icon; the live region is visually
 * hidden.
 */
const STYLE = [
  '[data-early][aria-busy]{cursor:progress}',
  '[data-early][aria-busy]>.early-label{visibility:hidden}',
  '[data-early][aria-busy]::after{content:attr(data-early-busy);position:absolute;inset:0;',
  'display:flex;align-items:center;justify-content:center}',
  // An icon button keeps its icon and looks pressed; its busy text is for the live region only.
  '[data-early-icon][aria-busy]::after{content:none}',
  '[data-early-icon][aria-busy]{box-shadow:inset 0 0 0 48px rgba(128,128,128,.35)}',
  '.early-live{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);',
  'white-space:nowrap}',
].join('');

/**
 * The code a tap on an early action needs (Buy Now: the checkout's route module,
 * src/app/router.tsx; the menu: its drawer): fetched with the tap, so it is there when the tap is
 * carried out.
 */
export const EARLY_PAGES: Record<string, string> = {
  buy: 'src/features/checkout/CheckoutPage.tsx',
  menu: 'src/app/layouts/MobileMenu.tsx',
};

/** Without JavaScript the buttons can do nothing: they look and act disabled. */
const NO_SCRIPT =
  '<noscript><style>[data-early]{opacity:.38;pointer-events:none}</style></noscript>';

/** For a rendered page's head: the stylesheet and the script. */
export const EARLY_TAPS = `<style>${STYLE}</style><script>${SCRIPT}</script>${NO_SCRIPT}`;

/** The script's CSP source expression ('sha256-…'). */
export const EARLY_TAPS_CSP = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;
