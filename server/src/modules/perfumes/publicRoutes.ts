import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../schemas/common';
import { SEARCH_RESULTS } from '@shop/domain/search';
import { PerfumeIdParams, PerfumeSearchQuery, PublicPerfume, PublicPerfumeList } from './schemas';
import type { PerfumeService } from './service';
import { tagRoutes } from '../../plugins/routeTags';
import { LanguageQuery } from '../../schemas/urduText';

/** Storefront perfume routes: only active perfumes in active categories; 404 for the rest. */
export const publicPerfumeRoutes: FastifyPluginAsyncTypebox<{ perfumes: PerfumeService }> = async (
  app,
  { perfumes },
) => {
  tagRoutes(app, 'Storefront');
  app.get(
    '/api/products/public',
    {
      schema: {
        operationId: 'listPublicPerfumes',
        summary: 'Perfumes on sale, by name',
        querystring: LanguageQuery,
        response: { 200: PublicPerfumeList },
      },
    },
    async (request) => perfumes.onSale(request.query.lang),
  );

  app.get(
    '/api/products/public/search',
    {
      schema: {
        operationId: 'searchPublicPerfumes',
        summary: 'Search the perfumes on sale',
        description:
          'Matches name, category and description; ignores case and accents, tolerates typos and missing spaces, treats common transliterations alike ("attar"/"ittar"). Name matches first. Never kept in the public cache (one answer per query).',
        querystring: PerfumeSearchQuery,
        response: { 200: PublicPerfumeList },
      },
    },
    async (request) =>
      perfumes.search(request.query.q, request.query.limit ?? SEARCH_RESULTS, request.query.lang),
  );

  app.get(
    '/api/products/public/:id',
    {
      schema: {
        operationId: 'getPublicPerfume',
        summary: 'One perfume on sale',
        params: PerfumeIdParams,
        querystring: LanguageQuery,
        response: { 200: PublicPerfume, 404: ErrorResponse },
      },
    },
    async (request) => perfumes.onSaleOne(request.params.id, request.query.lang),
  );

  app.get(
    '/api/products/public/category/:id',
    {
      schema: {
        operationId: 'listPublicPerfumesByCategory',
        summary: 'Perfumes on sale in one active category',
        params: PerfumeIdParams,
        querystring: LanguageQuery,
        response: { 200: PublicPerfumeList, 404: ErrorResponse },
      },
    },
    async (request) => perfumes.onSaleIn(request.params.id, request.query.lang),
  );
};
