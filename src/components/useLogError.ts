import { useEffect } from 'react';
import { isMissing } from './useLoadFailure';

/**
 * Logs a storefront fetch failure; the screen says it in words (docs/product.md §8). A 404 (or a
 * 400 for an id of the wrong shape) is an answer, not a failure: its page says so, and the
 * console stays clean.
 */
export function useLogError(error: unknown, what: string) {
  useEffect(() => {
    if (error && !isMissing(error)) console.error(`Failed to load ${what}`, error);
  }, [error, what]);
}
