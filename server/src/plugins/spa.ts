import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves uploaded images and the built client's files. Scripts and styles are sent as stored
 * brotli or gzip copies when the browser accepts them (made by the build). Pages are answered by
 * the storefront module (modules/storefront/pages.ts).
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

  if (opts.clientDir && fs.existsSync(path.join(opts.clientDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      // index.html is the page shell, answered (or rendered) by the pages handler only.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  }
}
