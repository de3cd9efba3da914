import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, refusals } from '../../schemas/common';
import { readForm, type FormPayload } from '../../plugins/multipartForm';
import {
  CategoryForAnyone,
  CategoryForm,
  CategoryList,
  CategorySaved,
  IdParams,
  PublicCategoryList,
} from './schemas';
import { LanguageQuery } from '../../schemas/urduText';
import { readUrduText } from '../../plugins/urduTextForm';
import { MAX_CATEGORY_NAME } from '@shop/domain/catalogue';
import type { CategoryInput, CategoryService } from './service';
import { tagRoutes } from '../../plugins/routeTags';

/** The category form's fields and image, as sent. */
const categoryInput = (form: FormPayload): CategoryInput => ({
  ...readUrduText(form, MAX_CATEGORY_NAME),
  name: form.fields.get('name') ?? '',
  description: form.fields.get('description') ?? '',
  images: form.files.get('image') ?? [],
});

const staffRefusals = refusals(401, 403, 404, 409);

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
        querystring: LanguageQuery,
        response: { 200: PublicCategoryList },
      },
    },
    async (request) => categories.listActive(request.query.lang),
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
        summary:
          'One category (inactive ones, and the Urdu name and description, only for signed-in staff)',
        params: IdParams,
        querystring: LanguageQuery,
        response: { 200: CategoryForAnyone, 404: ErrorResponse },
      },
    },
    async (request) =>
      categories.get(
        request.params.id,
        request.admin ? { staff: true } : { staff: false, language: request.query.lang },
      ),
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
