/** One invalid field, named as the client form names it. */
export interface FieldError {
  param: string;
  msg: string;
}

/**
 * What went wrong, in the shop's terms. Services and queries throw these and know nothing of
 * HTTP; plugins/errors.ts is the one place that turns each kind into a status code.
 */
export type Failure =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'unsupported'
  | 'unprocessable'
  | 'tooMany'
  | 'unavailable';

/** A failure whose message is safe to show to the client. */
export class DomainError extends Error {
  constructor(
    readonly failure: Failure,
    message: string,
    readonly errors?: FieldError[],
    /** More fields for the answer's body, declared in the route's response schema. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new DomainError('invalid', message, errors);
export const unauthorized = (message = 'Authentication required') =>
  new DomainError('unauthenticated', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new DomainError('forbidden', message);
export const notFound = (message = 'Not found') => new DomainError('notFound', message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new DomainError('conflict', message, undefined, details);
export const tooLarge = (message: string) => new DomainError('tooLarge', message);
export const unsupported = (message: string) => new DomainError('unsupported', message);
/** Well-formed, but refused as it stands (an idempotency key reused for another request). */
export const unprocessable = (message: string, errors?: FieldError[]) =>
  new DomainError('unprocessable', message, errors);
export const tooManyRequests = (message: string) => new DomainError('tooMany', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);
