import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, refusals } from '../../schemas/common';
import { readForm, type FormPayload } from '../../plugins/multipartForm';
import { Category, CategoryForm, CategoryList, CategorySaved, IdParams } from './schemas';
import type { CategoryInput, CategoryService } from './service';

/** The category form's fields and image, as sent. */
const categoryInput = (form: FormPayload): CategoryInput => ({
  name: form.fields.get('name') ?? '',
  description: form.fields.get('description') ?? '',
  images: form.files.get('image') ?? [],
});

const staffRefusals = refusals(400, 401, 403, 404, 409, 413);

/** Category routes. The public ones answer only for active categories. */
export const categoryRoutes: FastifyPluginAsyncTypebox<{ categories: CategoryService }> = async (
  app,
  { categories },
) => {
  app.get(
    '/api/category/active',
    {
      schema: {
        operationId: 'getActiveCategories',
        tags: ['Categories'],
        summary: 'Active categories, by name',
        response: { 200: CategoryList },
      },
    },
    async () => categories.list('active'),
  );

  app.get(
    '/api/category/',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'listCategories',
        tags: ['Categories'],
        summary: 'All categories, active or not (staff)',
        response: { 200: CategoryList, 401: ErrorResponse },
      },
    },
    async () => categories.list('all'),
  );

  app.get(
    '/api/category/inactive',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'listInactiveCategories',
        tags: ['Categories'],
        summary: 'Inactive categories (staff)',
        response: { 200: CategoryList, 401: ErrorResponse },
      },
    },
    async () => categories.list('inactive'),
  );

  app.get(
    '/api/category/:id',
    {
      schema: {
        operationId: 'getCategory',
        tags: ['Categories'],
        summary: 'One category (inactive ones only for signed-in staff)',
        params: IdParams,
        response: { 200: Category, 404: ErrorResponse },
      },
    },
    async (request) => categories.get(request.params.id, request.admin !== null),
  );

  app.post(
    '/api/category/',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'createCategory',
        tags: ['Categories'],
        summary: 'Add a category (multipart: name, description, image)',
        multipartBody: CategoryForm,
        response: { 201: CategorySaved, ...staffRefusals },
      },
    },
    async (request, reply) => {
      const category = await categories.create(categoryInput(await readForm(request)));
      return reply.status(201).send({ message: 'Category created successfully', category });
    },
  );

  app.put(
    '/api/category/:id',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'updateCategory',
        tags: ['Categories'],
        summary: 'Edit a category (multipart; without an image the current one stays)',
        params: IdParams,
        multipartBody: CategoryForm,
        response: { 200: CategorySaved, ...staffRefusals },
      },
    },
    async (request) => {
      const category = await categories.update(
        request.params.id,
        categoryInput(await readForm(request)),
      );
      return { message: 'Category updated successfully', category };
    },
  );

  for (const [action, isActive] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.patch(
      `/api/category/:id/${action}`,
      {
        // Anyone on staff may deactivate; only superadmins bring a category back (docs/server-rules.md §4).
        onRequest: isActive ? app.allow('reactivateCatalogue') : app.allow('work'),
        schema: {
          operationId: `${action}Category`,
          tags: ['Categories'],
          summary: isActive
            ? 'Reactivate a category (superadmin)'
            : 'Deactivate a category (staff)',
          params: IdParams,
          response: { 200: CategorySaved, ...staffRefusals },
        },
      },
      async (request) => {
        const category = await categories.setActive(request.params.id, isActive);
        return { message: `Category ${action}d successfully`, category };
      },
    );
  }
};
