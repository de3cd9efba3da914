/** Masks for /track-order, which anyone with an order number can open (docs/product.md §2, issue 5). */

/** "Ayesha Khan" -> "Ayesha K." */
export function maskName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

/** "0300-1234567" -> "0300-*****67": enough to recognise, not enough to call. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '*'.repeat(phone.length);
  // Keep the first four and last two characters and any dash, so the shape stays familiar.
  return [...phone].map((c, i) => (i < 4 || i >= phone.length - 2 || c === '-' ? c : '*')).join('');
}

/** "House 12, Street 4, DHA" -> "House 12, ***" : the first part only. */
export function maskAddress(address: string): string {
  const firstPart = address.split(',')[0]!.trim();
  const shown = firstPart.length > 12 ? `${firstPart.slice(0, 12)}` : firstPart;
  return `${shown}, ***`;
}
