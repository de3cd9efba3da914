import { sql, type SQL } from 'drizzle-orm';
import { orders } from './schema';

/**
 * The text the admin search box matches, exactly as indexed by orders_search_trgm (migration
 * 0002): order number, customer name, e-mail, and phone as typed and as digits.
 */
export const orderSearchText: SQL = sql`lower(${orders.orderNumber} || ' ' || ${orders.customerName} || ' ' || ${orders.customerEmail} || ' ' || ${orders.customerPhone} || ' ' || regexp_replace(${orders.customerPhone}, '[^0-9]', '', 'g'))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Orders whose searchable text contains the query (case-insensitive, LIKE wildcards escaped). A
 * query that is (part of) a phone number as people write it, '0300-123', also finds the digits of
 * the stored form, 92300123…
 */
export function orderSearchMatches(query: string): SQL {
  const text = query.trim().toLowerCase();
  const matches = sql`${orderSearchText} like ${`%${escapeLike(text)}%`}`;
  const digits = text.replace(/[\s()+-]/g, '');
  if (!/^0[1-9]\d{2,}$/.test(digits)) return matches;
  return sql`(${matches} or ${orderSearchText} like ${`%92${digits.slice(1)}%`})`;
}
