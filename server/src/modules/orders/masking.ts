/** Masks for /track-order, which anyone with an order number can open (docs/product.md §2, issue 5). */

/** "Ayesha Khan" -> "Ayesha K." */
export function maskName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

/** "House 12, Street 4, DHA" -> "House 12, ***" : the first part only. */
export function maskAddress(address: string): string {
  const firstPart = address.split(',')[0]!.trim();
  const shown = firstPart.length > 12 ? `${firstPart.slice(0, 12)}` : firstPart;
  return `${shown}, ***`;
}
