import { URDU_PREFIX, choseUrdu } from '@shop/domain/language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicCache } from './publicCache';
import type { PageTemplate, RenderResult } from './renderer';
import { shopperAddress } from './shopperAddress';

interface PagesOptions {
  cache: PublicCache;
  template: PageTemplate | null;
  render: ((url: string, origin: string) => Promise<RenderResult>) | null;
  origin: string;
}

const HTML = 'text/html; charset=utf-8';

/** A path for a file (an old build's script, a favicon): never answered with a page. */
const looksLikeFile = (path: string) => path.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(path);

const isApiPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/');

/** A page request whose answer is the same for everyone: may be kept in the public cache. */
export function isPublicPage(request: FastifyRequest): boolean {
  const url = request.url;
  return (
    request.method === 'GET' &&
    !request.headers.authorization &&
    !url.includes('?') &&
    !isApiPath(url) &&
    !looksLikeFile(url)
  );
}

/**
 * Everything no route claims: storefront pages rendered on the server (404 for unknown ones), the
 * back office's pages as the client shell, a plain 404 for file-like paths, JSON 404s under /api.
 */
export function registerPages(app: FastifyInstance, options: PagesOptions): void {
  const { cache, template, render, origin } = options;

  const shell = (reply: FastifyReply, page: PageTemplate) =>
    reply.type(HTML).header('cache-control', 'no-cache').send(page.shell());

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // A 404 is cacheable by default: one kept for a file (an image not yet uploaded or copied,
    // an old build's script) would hide the file once it exists.
    if (looksLikeFile(path)) reply.header('cache-control', 'no-store');
    if (!isRead || isApiPath(path) || !template) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    if (looksLikeFile(path)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // The shop's address typed or bookmarked by a shopper who chose Urdu with the switch: her
    // language. A shared link to any other page opens in the language it was sent in.
    if (request.url === '/' && choseUrdu(request.headers.cookie)) {
      return reply.header('cache-control', 'private, no-cache').redirect(URDU_PREFIX, 302);
    }
    if (!render) return shell(reply, template);
    const result = await shopperAddress.run(request.ip, () => render(request.url, origin));
    if (result.kind === 'shell' || !result.cacheable) cache.unmark(request);
    if (result.kind === 'shell') return shell(reply, template);
    // A page rendered for one visitor (an order's page: name, phone, address) is never stored.
    return reply
      .status(result.status)
      .type(HTML)
      .header('cache-control', result.cacheable ? 'no-cache' : 'no-store')
      .send(template.fill(result));
  };
  // Pages are a route of their own, not only the not-found handler: the hooks that come with
  // routes (compression above all) skip the not-found handler, so a page rendered afresh (the
  // first view after a start or a catalogue change, and every order page) went out uncompressed.
  app.get('/*', { schema: { hide: true } }, answer);
  app.setNotFoundHandler(answer);
}
