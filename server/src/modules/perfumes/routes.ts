import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, Message, refusals } from '../../schemas/common';
import { readForm } from '../../plugins/multipartForm';
import { readNewProduct, readProductEdit } from './perfumeForm';
import {
  Product,
  ProductCreateForm,
  PerfumeIdParams,
  ProductList,
  ProductListQuery,
  PerfumeSaved,
  ProductUpdateForm,
} from './schemas';
import type { PerfumeService } from './service';
import { tagRoutes } from '../../plugins/routeTags';

const staffRefusals = refusals(401, 403, 404, 409);

/** Back-office perfume routes: /api/products/*. */
export const perfumeRoutes: FastifyPluginAsyncTypebox<{ products: PerfumeService }> = async (
  app,
  { products },
) => {
  tagRoutes(app, 'Products');
  app.get(
    '/api/products/',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'listPerfumes',
        summary: 'All perfumes with category and variants (staff); ?category= filters',
        querystring: ProductListQuery,
        response: { 200: ProductList, 401: ErrorResponse },
      },
    },
    async (request) => products.list(request.query.category),
  );

  app.get(
    '/api/products/:id',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'getPerfume',
        summary: 'One perfume with its variants and stock counters (staff)',
        params: PerfumeIdParams,
        response: { 200: Product, ...staffRefusals },
      },
    },
    async (request) => products.get(request.params.id),
  );

  app.post(
    '/api/products/',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'createPerfume',
        summary: 'Add a perfume (multipart: name, description, category, variants JSON, images)',
        multipartBody: ProductCreateForm,
        response: { 201: PerfumeSaved, ...staffRefusals },
      },
    },
    async (request, reply) => {
      const product = await products.create(readNewProduct(await readForm(request)));
      return reply.status(201).send({ message: 'Perfume created successfully', product });
    },
  );

  app.put(
    '/api/products/:id',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'updatePerfume',
        summary: 'Edit a perfume (multipart; images[{index}] replace variant images)',
        params: PerfumeIdParams,
        multipartBody: ProductUpdateForm,
        response: { 200: PerfumeSaved, ...staffRefusals },
      },
    },
    async (request) => {
      const product = await products.update(
        request.params.id,
        readProductEdit(await readForm(request)),
      );
      return { message: 'Perfume updated successfully', product };
    },
  );

  // Anyone on staff may deactivate (DELETE); only superadmins bring a perfume back.
  for (const { method, url, action, isActive } of [
    { method: 'DELETE', url: '/api/products/:id', action: 'deactivate', isActive: false },
    { method: 'PATCH', url: '/api/products/:id/reactivate', action: 'reactivate', isActive: true },
  ] as const) {
    app.route({
      method,
      url,
      onRequest: isActive ? app.allow('reactivateCatalogue') : app.allow('work'),
      schema: {
        operationId: `${action}Perfume`,
        summary: isActive ? 'Reactivate a perfume (superadmin)' : 'Deactivate a perfume (staff)',
        params: PerfumeIdParams,
        response: { 200: Message, ...staffRefusals },
      },
      handler: async (request) => {
        await products.setActive(request.params.id, isActive);
        return { message: `Perfume ${action}d successfully` };
      },
    });
  }
};
