import { sql, type SQL } from 'drizzle-orm';
import { phoneSearchDigits, westernDigits } from '@shop/domain/phone';
import { orders } from './schema';

/**
 * The text the admin search box matches, exactly as indexed by orders_search_trgm (migration
 * 0002): order number, customer name, e-mail, and phone as typed and as digits.
 */
export const orderSearchText: SQL = sql`lower(${orders.orderNumber} || ' ' || ${orders.customerName} || ' ' || ${orders.customerEmail} || ' ' || ${orders.customerPhone} || ' ' || regexp_replace(${orders.customerPhone}, '[^0-9]', '', 'g'))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Orders whose searchable text contains the query (case-insensitive, LIKE wildcards escaped), Urdu
 * and Arabic-Indic digits read as 0-9. A query that is (part of) a phone number as people write it
 * ('0300-123', '+92 300 1234567', '0092 300', '۰۳۰۰') also finds the digits of the stored form,
 * 92300123… (src/domain/phone.ts).
 */
export function orderSearchMatches(query: string): SQL {
  const text = westernDigits(query).trim().toLowerCase();
  const matches = sql`${orderSearchText} like ${`%${escapeLike(text)}%`}`;
  const digits = phoneSearchDigits(text);
  if (!digits || digits === text) return matches;
  return sql`(${matches} or ${orderSearchText} like ${`%${digits}%`})`;
}
