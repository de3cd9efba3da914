import { serverErrorList, serverMessage } from './errorMessage';

/** What a failed save shows: the server's errors list, else one message. */
export interface Failure {
  message: string;
  list: string[];
}

/** docs/product.md §8: an errors list as bullets, else the server's message, else the screen's fallback. */
export function failureOf(error: unknown, fallback: string): Failure {
  return { message: serverMessage(error, fallback), list: serverErrorList(error) };
}

/** A failure that shows only a message (the screen's fallback when the server gives none). */
export const messageFailure = (message: string): Failure => ({ message, list: [] });
