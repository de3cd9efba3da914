import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves uploaded images, the built client, and index.html for every other GET so that
 * client-side routes load. Unknown /api and /uploads paths answer JSON 404s.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  opts: { uploadsDir: string; clientDir: string | null },
): Promise<void> {
  fs.mkdirSync(opts.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    maxAge: YEAR_SECONDS * 1000,
    immutable: true,
  });

  const indexFile = opts.clientDir ? path.join(opts.clientDir, 'index.html') : null;
  const indexHtml = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : null;
  if (opts.clientDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/');
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml);
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${url.split('?')[0]}` });
  });
}
