import { useEffect } from 'react';

/** Logs a storefront fetch failure; the screen says it in words (docs/product.md §8). */
export function useLogError(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}`, error);
  }, [error, what]);
}
