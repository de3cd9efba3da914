/** Millilitres in one of each unit a perfume size may be written in. */
const ML_PER_UNIT: Record<string, number> = {
  ml: 1,
  cl: 10,
  l: 1000,
  ltr: 1000,
  litre: 1000,
  liter: 1000,
  oz: 29.5735,
  floz: 29.5735,
  tola: 11.66, // attars are sold by the tola (about 11.66 ml)
};

/**
 * A size's volume in millilitres, as staff type sizes: '50ml', '100 ML', '3.4 oz', '1.7 fl oz',
 * '1L', '12 ml tester', '1 tola'. null when the size names no volume ('S', 'Gift set').
 */
export function sizeVolumeMl(size: string): number | null {
  const match = /(\d+(?:[.,]\d+)?)\s*(fl\.?\s*oz|ml|cl|ltr|litre|liter|l|oz|tola)\b/i.exec(size);
  if (!match) return null;
  const unit = match[2]!.toLowerCase().replace(/[.\s]/g, '');
  return Number(match[1]!.replace(',', '.')) * ML_PER_UNIT[unit]!;
}

/**
 * Sizes smallest first by volume, as the storefront lists them; sizes with no volume after them
 * in the order they were given (a stable sort).
 */
export function smallestFirst<T extends { size: string }>(variants: readonly T[]): T[] {
  const volume = (v: T) => sizeVolumeMl(v.size) ?? Number.POSITIVE_INFINITY;
  return [...variants].sort((a, b) => volume(a) - volume(b));
}
