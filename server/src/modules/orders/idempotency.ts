import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { violatedConstraint, isUniqueViolation } from '../../db/errors';
import { orders } from '../../db/schema';
import { unprocessable } from '../../errors';
import { loadOrder } from './orderQueries';
import type { OrderView } from './orderView';

/**
 * Idempotent checkout (docs/server-rules.md §5): the client names each checkout attempt with an
 * `Idempotency-Key` and sends the same key with every retry of it. The key is stored with the order
 * in the order's own transaction under a unique index, with the SHA-256 of the request.
 */
const KEY_INDEX = 'orders_idempotency_key_unique';

/** The checkout attempt a request belongs to: its key and what it asked for. */
export interface CheckoutAttempt {
  key: string;
  hash: string;
}

/** The same JSON whatever the order of its object keys: objects' keys sorted, recursively. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The SHA-256 (hex) of the request body in canonical JSON. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/** True when an insert failed because another order already holds the key. */
export const isKeyTaken = (error: unknown) =>
  isUniqueViolation(error) && violatedConstraint(error) === KEY_INDEX;

export const KEY_REUSED =
  'This Idempotency-Key was already used for a different order. Use a new key for a new order.';

/**
 * The order an earlier request with this key placed, when the request is the same; null when no
 * order holds the key. The same key with another request is refused (422).
 */
export async function earlierOrder(db: Db, attempt: CheckoutAttempt): Promise<OrderView | null> {
  const [row] = await db
    .select({ id: orders.id, hash: orders.requestHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, attempt.key))
    .limit(1);
  if (!row) return null;
  if (row.hash !== attempt.hash) {
    throw unprocessable(KEY_REUSED, [{ param: 'Idempotency-Key', msg: KEY_REUSED }]);
  }
  return loadOrder(db, eq(orders.id, row.id), false);
}
