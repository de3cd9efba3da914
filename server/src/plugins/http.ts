import { constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import multipart from '@fastify/multipart';
import { declareCommonAnswers } from './declaredAnswers';
import { registerApiDocs } from './docs';
import { registerErrorHandler } from './errors';
import { registerSecurity } from './security';
import { registerConditionalAnswers } from './conditionalGet';
import { registerValidation } from './validation';

/**
 * How requests are read and checked before any route: JSON bodies, validation, the error model,
 * security headers and limits; every answer carries its request id.
 */
export const requestHandling = fp<{ scriptHashes: string[] }>(
  async (app: FastifyInstance, { scriptHashes }) => {
    // A POST with no body (logout) is fine even when a client labels it JSON.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        const error = Object.assign(new Error('The request body is not valid JSON.'), {
          statusCode: 400,
        });
        done(error, undefined);
      }
    });
    registerValidation(app);
    declareCommonAnswers(app);
    registerErrorHandler(app);
    await registerSecurity(app, { redisUrl: app.config.redisUrl, scriptHashes });
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-handling', dependencies: ['lifecycle'] },
);

/**
 * How answers leave: ETags (304 for a match), compression for clients that accept it (after the
 * ETag is taken from the uncompressed body; request bodies are never decompressed), the API
 * document, cookies and multipart uploads.
 */
export const answerHandling = fp<{ shopName: () => string; maxUploadBytes: number }>(
  async (app: FastifyInstance, { shopName, maxUploadBytes }) => {
    await app.register(etag, { weak: true, replyWith304: false });
    registerConditionalAnswers(app);
    await app.register(compress, {
      // Brotli, else gzip: the encodings the build stores and the public cache keeps. Node 24's
      // zstd would otherwise be chosen for what is compressed on the fly.
      encodings: ['br', 'gzip'],
      globalDecompression: false,
      threshold: 1024,
      // A 256 KB window (not 4 MB): what is compressed on the fly is an API answer or a server-
      // rendered page, far smaller; a streamed export keeps 14 MB less per download this way.
      brotliOptions: {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
          [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
        },
      },
      zlibOptions: { level: 6 },
    });
    await registerApiDocs(app, shopName);
    await app.register(cookie);
    await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 20, fields: 20 } });
  },
  { name: 'answer-handling', dependencies: ['lifecycle'] },
);
