import { randomInt } from 'node:crypto';
import { shopDay } from '@shop/domain/dates';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** ORD-YYYYMMDD-XXXXX: the order's date in Pakistan and five random characters (docs/server-rules.md §5). */
export function newOrderNumber(now = new Date()): string {
  const date = shopDay(now).replace(/-/g, '');
  let suffix = '';
  for (let i = 0; i < 5; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `ORD-${date}-${suffix}`;
}
