import { http, HttpResponse } from 'msw';
import type { GetCategoryApiResponse } from '../src/store/api/generated/storefrontApi';
import type {
  CreateCategoryApiResponse,
  CreatePerfumeApiResponse,
  DeactivateCategoryApiResponse,
  DeactivatePerfumeApiResponse,
  GetPerfumeApiResponse,
  ListCategoriesApiResponse,
  ListInactiveCategoriesApiResponse,
  ListPerfumesApiResponse,
  ReactivateCategoryApiResponse,
  ReactivatePerfumeApiResponse,
  UpdateCategoryApiResponse,
  UpdatePerfumeApiResponse,
} from '../src/store/api/generated/backOfficeApi';
import {
  allCategoriesFixture,
  inactiveCategoriesFixture,
  productsFixture,
} from './catalogueFixtures';

const findCategory = (id: unknown) => allCategoriesFixture.find((c) => c._id === id);
const findPerfume = (id: unknown) => productsFixture.find((p) => p._id === id);
const categoryNotFound = () =>
  HttpResponse.json({ message: 'Category not found' }, { status: 404 });
const perfumeNotFound = () => HttpResponse.json({ message: 'Perfume not found' }, { status: 404 });

/** Staff category calls (GET /api/category/active is among the default handlers). */
export const categoryHandlers = [
  http.get('*/api/category/', () =>
    HttpResponse.json<ListCategoriesApiResponse>(allCategoriesFixture),
  ),
  http.get('*/api/category/inactive', () =>
    HttpResponse.json<ListInactiveCategoriesApiResponse>(inactiveCategoriesFixture),
  ),
  http.get('*/api/category/:id', ({ params }) => {
    const category = findCategory(params.id);
    return category ? HttpResponse.json<GetCategoryApiResponse>(category) : categoryNotFound();
  }),
  http.post('*/api/category/', async ({ request }) => {
    const form = await request.formData();
    const category = { ...allCategoriesFixture[0]!, name: String(form.get('name')) };
    return HttpResponse.json<CreateCategoryApiResponse>(
      { message: 'Category created successfully', category },
      { status: 201 },
    );
  }),
  http.put('*/api/category/:id', ({ params }) => {
    const category = findCategory(params.id);
    if (!category) return categoryNotFound();
    return HttpResponse.json<UpdateCategoryApiResponse>({
      message: 'Category updated successfully',
      category,
    });
  }),
  http.patch('*/api/category/:id/deactivate', ({ params }) => {
    const category = findCategory(params.id);
    if (!category) return categoryNotFound();
    return HttpResponse.json<DeactivateCategoryApiResponse>({
      message: 'Category deactivated successfully',
      category: { ...category, isActive: false },
    });
  }),
  http.patch('*/api/category/:id/reactivate', ({ params }) => {
    const category = findCategory(params.id);
    if (!category) return categoryNotFound();
    return HttpResponse.json<ReactivateCategoryApiResponse>({
      message: 'Category reactivated successfully',
      category: { ...category, isActive: true },
    });
  }),
];

/** Staff perfume calls. */
export const productHandlers = [
  http.get('*/api/products/', ({ request }) => {
    const category = new URL(request.url).searchParams.get('category');
    const products = category
      ? productsFixture.filter((p) => p.category?._id === category)
      : productsFixture;
    return HttpResponse.json<ListPerfumesApiResponse>(products);
  }),
  http.get('*/api/products/:id', ({ params }) => {
    // The storefront's /api/products/public is another endpoint: leave it to its own handler.
    if (params.id === 'public') return undefined;
    const product = findPerfume(params.id);
    return product ? HttpResponse.json<GetPerfumeApiResponse>(product) : perfumeNotFound();
  }),
  http.post('*/api/products/', () =>
    HttpResponse.json<CreatePerfumeApiResponse>(
      { message: 'Perfume created successfully', product: productsFixture[0]! },
      { status: 201 },
    ),
  ),
  http.put('*/api/products/:id', ({ params }) => {
    const product = findPerfume(params.id);
    if (!product) return perfumeNotFound();
    return HttpResponse.json<UpdatePerfumeApiResponse>({
      message: 'Perfume updated successfully',
      product,
    });
  }),
  http.delete('*/api/products/:id', ({ params }) =>
    findPerfume(params.id)
      ? HttpResponse.json<DeactivatePerfumeApiResponse>({
          message: 'Perfume deactivated successfully',
        })
      : perfumeNotFound(),
  ),
  http.patch('*/api/products/:id/reactivate', ({ params }) =>
    findPerfume(params.id)
      ? HttpResponse.json<ReactivatePerfumeApiResponse>({
          message: 'Perfume reactivated successfully',
        })
      : perfumeNotFound(),
  ),
];
