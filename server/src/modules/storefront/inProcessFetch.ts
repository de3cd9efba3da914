import type { FastifyInstance } from 'fastify';
import { FILL_HEADER } from './cacheHooks';
import type { PublicCache } from './publicCache';
import { shopperAddress } from './shopperAddress';

/**
 * The fetch the server renderer's store uses: fresh kept answers straight from memory, anything
 * else through the server in-process (app.inject: same routes, schemas and hooks, no socket). A
 * stale kept answer is fetched past the cache (`fillToken`), so the page and the answer it is built
 * from are both rebuilt from the database.
 */
export function inProcessFetch(
  app: FastifyInstance,
  cache: PublicCache,
  fillToken: string,
): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const target = `${url.pathname}${url.search}`;
    if (request.method === 'GET') {
      const kept = cache.freshBody(target);
      if (kept) {
        return new Response(new Uint8Array(kept), {
          status: 200,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        });
      }
    }
    // A read sent as a POST (an order tracked by its number) carries its JSON body.
    const type = request.headers.get('content-type');
    const answer = await app.inject({
      method: request.method as 'GET',
      url: target,
      headers: {
        accept: 'application/json',
        ...(type ? { 'content-type': type } : {}),
        ...(request.method === 'GET' ? { [FILL_HEADER]: fillToken } : {}),
      },
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
      remoteAddress: shopperAddress.getStore(),
    });
    const contentType = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}
