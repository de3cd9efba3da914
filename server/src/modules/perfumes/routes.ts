import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, Message, refusals } from '../../schemas/common';
import { readForm } from '../../plugins/multipartForm';
import { readNewPerfume, readPerfumeEdit } from './perfumeForm';
import {
  Perfume,
  PerfumeCreateForm,
  PerfumeIdParams,
  PerfumeList,
  PerfumeListQuery,
  PerfumeSaved,
  PerfumeUpdateForm,
} from './schemas';
import type { PerfumeService } from './service';
import { tagRoutes } from '../../plugins/routeTags';

const staffRefusals = refusals(401, 403, 404, 409);

/** Back-office perfume routes: /api/products/*. */
export const perfumeRoutes: FastifyPluginAsyncTypebox<{ perfumes: PerfumeService }> = async (
  app,
  { perfumes },
) => {
  tagRoutes(app, 'Perfumes');
  app.get(
    '/api/products/',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'listPerfumes',
        summary: 'All perfumes with category and variants (staff); ?category= filters',
        querystring: PerfumeListQuery,
        response: { 200: PerfumeList, 401: ErrorResponse },
      },
    },
    async (request) => perfumes.list(request.query.category),
  );

  app.get(
    '/api/products/:id',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'getPerfume',
        summary: 'One perfume with its variants and stock counters (staff)',
        params: PerfumeIdParams,
        response: { 200: Perfume, ...staffRefusals },
      },
    },
    async (request) => perfumes.get(request.params.id),
  );

  app.post(
    '/api/products/',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'createPerfume',
        summary: 'Add a perfume (multipart: name, description, category, variants JSON, images)',
        multipartBody: PerfumeCreateForm,
        response: { 201: PerfumeSaved, ...staffRefusals },
      },
    },
    async (request, reply) => {
      const perfume = await perfumes.create(readNewPerfume(await readForm(request)));
      return reply.status(201).send({ message: 'Perfume created successfully', product: perfume });
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
        multipartBody: PerfumeUpdateForm,
        response: { 200: PerfumeSaved, ...staffRefusals },
      },
    },
    async (request) => {
      const perfume = await perfumes.update(
        request.params.id,
        readPerfumeEdit(await readForm(request)),
      );
      return { message: 'Perfume updated successfully', product: perfume };
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
        await perfumes.setActive(request.params.id, isActive);
        return { message: `Perfume ${action}d successfully` };
      },
    });
  }
};
