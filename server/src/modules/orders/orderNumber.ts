import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const shopDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Karachi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** ORD-YYYYMMDD-XXXXX: the order's date in Pakistan and five random characters (DESIGN 5). */
export function newOrderNumber(now = new Date()): string {
  const date = shopDate.format(now).replace(/-/g, '');
  let suffix = '';
  for (let i = 0; i < 5; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `ORD-${date}-${suffix}`;
}
