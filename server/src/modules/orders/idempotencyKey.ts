/** The header naming a checkout attempt (server/src/modules/orders/idempotency.ts). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** 8 to 100 letters, digits, `-`, `_`, `.` or `:` (a UUID, a ULID, a random token). */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_.:-]{8,100}$';
