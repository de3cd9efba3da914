import { catalogueMessages } from '@shop/domain/catalogue';
import type { VariantRows } from './useVariantRows';

/**
 * When a save is refused for the variants (the seed's banner), marks each invalid input with its
 * own message and moves focus to the first, so the clerk sees which row and field to fix.
 */
export function revealVariantProblems(problem: string, variants: VariantRows) {
  if (
    problem !== catalogueMessages.fixVariants &&
    problem !== catalogueMessages.imageForEveryVariant
  )
    return;
  const first = variants.reveal();
  if (first) document.getElementById(first)?.focus();
}
