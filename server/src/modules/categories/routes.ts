import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, refusals } from '../../schemas/common';
import { readForm, type FormPayload } from '../../plugins/multipartForm';
import { Category, CategoryForm, CategoryList, CategorySaved, IdParams } from './schemas';
import type { CategoryInput, CategoryService } from './service';
import { tagRoutes } from '../../plugins/routeTags';

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
  tagRoutes(app, 'Categories');
  app.get(
    '/api/category/active',
    {
      schema: {
        operationId: 'getActiveCategories',
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
