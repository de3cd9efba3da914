import type { Store } from '@reduxjs/toolkit';
import { cartRestored, type CartLine, type CartState } from './cartSlice';

/**
 * The cart is kept in the tab's sessionStorage under `cart`, in the shape redux-persist (which
 * kept it before) wrote: each key of the slice as JSON, `_persist` included, so a cart saved by an
 * earlier build comes back too.
 */
const KEY = 'cart';
const PERSIST_MARK = JSON.stringify({ version: -1, rehydrated: true });

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage refused (privacy settings): the cart lasts as long as the page
  }
}

function readLines(): CartLine[] | null {
  try {
    const saved = session()?.getItem(KEY);
    if (!saved) return null;
    const { items } = JSON.parse(saved) as { items?: string };
    const lines = items === undefined ? null : (JSON.parse(items) as unknown);
    return Array.isArray(lines) ? (lines as CartLine[]) : null;
  } catch {
    return null;
  }
}

function writeLines(items: CartLine[]): void {
  try {
    session()?.setItem(
      KEY,
      JSON.stringify({ items: JSON.stringify(items), _persist: PERSIST_MARK }),
    );
  } catch {
    // full or refused: the cart still works for this page
  }
}

/**
 * Brings the cart back from sessionStorage and keeps it there. The saved cart comes back a
 * moment after the store is made (a microtask, as with redux-persist), so the state a page was
 * server-rendered with can be taken first; lines added before that are kept over the saved ones.
 * Nothing is written before the cart has come back, so an empty cart never overwrites a saved one.
 * Resolves once the cart has come back.
 */
export function keepCartInSession(store: Store<{ cart: CartState }>): Promise<void> {
  const before = store.getState().cart.items;
  return Promise.resolve().then(() => {
    const changed = store.getState().cart.items !== before;
    store.dispatch(cartRestored(changed ? null : readLines()));
    let written: CartLine[] | null = null;
    const save = () => {
      const { items } = store.getState().cart;
      if (items === written) return;
      written = items;
      writeLines(items);
    };
    save();
    store.subscribe(save);
  });
}
