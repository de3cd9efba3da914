import { http } from 'msw';
import { server } from '../../mocks/node';

/**
 * Answers `method` requests to `url` with `answer()`, keeping each body sent (read as JSON unless
 * `read` says otherwise): the last is the one a test checks, and none means the page refused
 * before calling the server.
 */
export function recordBodies<Body = unknown>(
  method: 'post' | 'put',
  url: string,
  answer: () => Response,
  read: (request: Request) => Promise<Body> = (request) => request.json() as Promise<Body>,
) {
  const bodies: Body[] = [];
  server.use(
    http[method](url, async ({ request }) => {
      bodies.push(await read(request));
      return answer();
    }),
  );
  return bodies;
}
