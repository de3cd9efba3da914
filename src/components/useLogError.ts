import { useEffect } from 'react';

/** Storefront fetch failures are only logged (docs/product.md §8); the loading text stays. */
export function useLogError(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}`, error);
  }, [error, what]);
}
