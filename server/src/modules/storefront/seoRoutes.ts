import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { escapeMarkup } from '@shop/domain/markup';
import { LANGUAGES, pathInLanguage } from '@shop/domain/language';
import { sitemapEntries } from './sitemapQueries';

/** Back-office and personal pages crawlers have no business in (the API too). */
const PRIVATE_PATHS = [
  '/api/',
  '/dashboard',
  '/categories',
  '/perfumes',
  '/orders',
  '/admins',
  '/reviews',
  '/complaints',
  '/profile',
  '/login',
  '/forgot-password',
  '/otp',
  '/reset-password',
  '/cart',
  '/checkout',
  '/order/',
].flatMap((p) => (p.startsWith('/api/') ? [p] : [p, pathInLanguage(p, 'ur')]));

const PREVIEW = /^([0-9a-f]{24})\.jpg$/;
const PREVIEW_WIDTH = 1200;
const PREVIEW_HEIGHT = 630;
const PREVIEWS_KEPT = 200;

/**
 * robots.txt, sitemap.xml (active categories and perfumes on sale) and link-preview images: each
 * stored photo as a 1200x630 JPEG, the size and format WhatsApp and Facebook show.
 */
export const seoRoutes: FastifyPluginAsync<{ db: Db; origin: string; uploadsDir: string }> = async (
  app,
  { db, origin, uploadsDir },
) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = ['User-agent: *', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), ''];
    lines.push(`Sitemap: ${origin}/sitemap.xml`, '');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const { categoryRows, perfumeRows } = await sitemapEntries(db);
    // Each page in both languages, each naming the other as its alternate (and English as the
    // page for readers of any other language).
    const address = (loc: string, language: (typeof LANGUAGES)[number]) =>
      escapeMarkup(`${origin}${pathInLanguage(loc, language)}`);
    const alternates = (loc: string) =>
      [
        ...LANGUAGES.map(
          (language) =>
            `<xhtml:link rel="alternate" hreflang="${language}" href="${address(loc, language)}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${address(loc, 'en')}"/>`,
      ].join('');
    const url = (loc: string, updatedAt?: Date) =>
      LANGUAGES.map(
        (language) =>
          `  <url><loc>${address(loc, language)}</loc>${
            updatedAt ? `<lastmod>${updatedAt.toISOString()}</lastmod>` : ''
          }${alternates(loc)}</url>`,
      ).join('\n');
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      url('/'),
      url('/shop'),
      ...categoryRows.map((c) => url(`/category/${c.id}`, c.updatedAt)),
      ...perfumeRows.map((p) => url(`/product/${p.id}`, p.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(body);
  });

  // Content-addressed like the photos themselves, so a preview never changes under its name.
  const previews = new Map<string, Buffer>();
  app.get<{ Params: { name: string } }>(
    '/preview/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = PREVIEW.exec(request.params.name);
      // Not kept by caches: the photo may arrive later (another instance's upload).
      const missing = () =>
        reply.status(404).header('cache-control', 'no-store').send({ message: 'Not found' });
      if (!match) return missing();
      let jpeg = previews.get(match[1]!);
      if (!jpeg) {
        const source = path.join(uploadsDir, `${match[1]}.webp`);
        const photo = await fs.readFile(source).catch(() => null);
        if (!photo) return missing();
        jpeg = await sharp(photo)
          .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'contain', background: '#ffffff' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer();
        if (previews.size >= PREVIEWS_KEPT) previews.delete(previews.keys().next().value!);
        previews.set(match[1]!, jpeg);
      }
      return reply
        .type('image/jpeg')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(jpeg);
    },
  );
};
