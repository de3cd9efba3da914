import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';

/** Mock answers the pages' tests give in place of the server's. */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A refusal as the server sends one: the status, with its message. */
export const refusal = (status: number, message: string) =>
  HttpResponse.json({ message }, { status });

/** A 400 as the server's validation sends it: a message, and each field's own in the given order. */
export const invalid = (message: string, fields: Record<string, string>) =>
  HttpResponse.json(
    { message, errors: Object.entries(fields).map(([param, msg]) => ({ param, msg })) },
    { status: 400 },
  );

/** Refuses every `method` request to `url` from now on with `status` and `message`. */
export function refuse(method: Method, url: string, status: number, message: string) {
  server.use(http[method](url, () => refusal(status, message)));
}

/** Answers `method` requests to `url` with each of `answers` in turn, one a request. */
export function answerInTurn(method: Method, url: string, ...answers: Response[]) {
  server.use(http[method](url, () => answers.shift()));
}
