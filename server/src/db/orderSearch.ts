import { sql, type SQL } from 'drizzle-orm';
import { orders } from './schema';

/**
 * The text the admin search box matches, exactly as indexed by orders_search_trgm (migration
 * 0002): order number, customer name, e-mail, and phone as typed and as digits.
 */
export const orderSearchText: SQL = sql`lower(${orders.orderNumber} || ' ' || ${orders.customerName} || ' ' || ${orders.customerEmail} || ' ' || ${orders.customerPhone} || ' ' || regexp_replace(${orders.customerPhone}, '[^0-9]', '', 'g'))`;

/** Orders whose searchable text contains the query (case-insensitive, LIKE wildcards escaped). */
export function orderSearchMatches(query: string): SQL {
  const escaped = query
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${orderSearchText} like ${`%${escaped}%`}`;
}
