import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, perfumes } from '../../db/schema';
import { notFound } from '../../errors';
import { ErrorResponse } from '../../schemas/common';
import { ProductIdParams, PublicProduct, PublicProductList } from './schemas';
import { loadPublicProducts } from './productQueries';

/** Storefront perfume routes: only active perfumes in active categories; 404 for the rest. */
export const publicProductRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/products/public',
    {
      schema: {
        operationId: 'listPublicProducts',
        tags: ['Storefront'],
        summary: 'Perfumes on sale, by name',
        response: { 200: PublicProductList },
      },
    },
    async () => loadPublicProducts(db),
  );

  app.get(
    '/api/products/public/:id',
    {
      schema: {
        operationId: 'getPublicProduct',
        tags: ['Storefront'],
        summary: 'One perfume on sale',
        params: ProductIdParams,
        response: { 200: PublicProduct, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const [product] = await loadPublicProducts(db, eq(perfumes.id, request.params.id));
      if (!product) throw notFound('Perfume not found');
      return product;
    },
  );

  app.get(
    '/api/products/public/category/:id',
    {
      schema: {
        operationId: 'listPublicProductsByCategory',
        tags: ['Storefront'],
        summary: 'Perfumes on sale in one active category',
        params: ProductIdParams,
        response: { 200: PublicProductList, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const [category] = await db
        .select()
        .from(categories)
        .where(eq(categories.id, request.params.id));
      if (!category?.isActive) throw notFound('Category not found');
      return loadPublicProducts(db, eq(perfumes.categoryId, category.id));
    },
  );
};
