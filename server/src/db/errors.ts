/** The PostgreSQL error code of a failed query, wherever the driver put it. */
function pgCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } };
  const code = candidate.cause?.code ?? candidate.code;
  return typeof code === 'string' ? code : undefined;
}

/** A unique index refused the row (23505). */
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';

/** The constraint a failed query broke, wherever the driver put it. */
export function violatedConstraint(error: unknown): string | undefined {
  const candidate = error as { constraint?: unknown; cause?: { constraint?: unknown } };
  const name = candidate.cause?.constraint ?? candidate.constraint;
  return typeof name === 'string' ? name : undefined;
}

/** A CHECK constraint refused the row (23514). */
export const isCheckViolation = (error: unknown) => pgCode(error) === '23514';
