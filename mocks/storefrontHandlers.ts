import { http, HttpResponse } from 'msw';
import type {
  GetPublicProductApiResponse,
  GetShopApiResponse,
  ListPublicProductsApiResponse,
  ListPublicProductsByCategoryApiResponse,
} from '../src/store/api/generated/shopApi';
import { defaultShopFixture } from './shopFixtures';
import { publicProductsFixture } from './storefrontFixtures';

/** Default answers of the storefront's catalogue endpoints and the shop's contact details. */
export const storefrontHandlers = [
  http.get('*/api/shop', () => HttpResponse.json<GetShopApiResponse>(defaultShopFixture)),
  http.get('*/api/products/public', () =>
    HttpResponse.json<ListPublicProductsApiResponse>(publicProductsFixture),
  ),
  http.get('*/api/products/public/category/:id', ({ params }) =>
    HttpResponse.json<ListPublicProductsByCategoryApiResponse>(
      publicProductsFixture.filter((product) => product.category._id === params.id),
    ),
  ),
  http.get('*/api/products/public/:id', ({ params }) => {
    const product = publicProductsFixture.find((p) => p._id === params.id);
    return product
      ? HttpResponse.json<GetPublicProductApiResponse>(product)
      : HttpResponse.json({ message: 'Perfume not found' }, { status: 404 });
  }),
];
