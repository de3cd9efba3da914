import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';

/**
 * A mock answer held back until the test lets it go: a loading state is asserted while the request
 * is still open, instead of racing a timed delay.
 */
export function heldAnswer() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

/**
 * Holds every GET of `url` until the test calls `release()`, then answers it with `body` as JSON or,
 * without one, passes it on to the usual mock handlers (a resolver that returns nothing does).
 */
export function holdGet(url: string, body?: unknown) {
  const answer = heldAnswer();
  server.use(
    http.get(url, async () => {
      await answer.released;
      return body === undefined ? undefined : HttpResponse.json(body as object);
    }),
  );
  return answer;
}
