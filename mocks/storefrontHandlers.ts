import { http, HttpResponse } from 'msw';
import type {
  GetPublicPerfumeApiResponse,
  GetShopApiResponse,
  ListPublicPerfumesApiResponse,
  ListPerfumeReviewsApiResponse,
  ListPublicPerfumesByCategoryApiResponse,
  SearchPublicPerfumesApiResponse,
} from '../src/store/api/generated/storefrontApi';
import { SEARCH_RESULTS, foldSearchText } from '@shop/domain/search';
import { defaultShopFixture } from './shopFixtures';
import { perfumeReviewsFixture, publicPerfumesFixture } from './storefrontFixtures';

/** Default answers of the storefront's catalogue endpoints and the shop's contact details. */
export const storefrontHandlers = [
  http.get('*/api/shop', () => HttpResponse.json<GetShopApiResponse>(defaultShopFixture)),
  http.get('*/api/products/public', () =>
    HttpResponse.json<ListPublicPerfumesApiResponse>(publicPerfumesFixture),
  ),
  http.get('*/api/products/public/category/:id', ({ params }) =>
    HttpResponse.json<ListPublicPerfumesByCategoryApiResponse>(
      publicPerfumesFixture.filter((product) => product.category._id === params.id),
    ),
  ),
  // The server ranks with trigrams (tests/server/perfumeSearch.test.ts); here: name or category.
  http.get('*/api/products/public/search', ({ request }) => {
    const url = new URL(request.url);
    const q = foldSearchText(url.searchParams.get('q') ?? '');
    const limit = Number(url.searchParams.get('limit') ?? SEARCH_RESULTS);
    return HttpResponse.json<SearchPublicPerfumesApiResponse>(
      publicPerfumesFixture
        .filter((p) => foldSearchText(`${p.name} ${p.category.name}`).includes(q))
        .slice(0, limit),
    );
  }),
  http.get('*/api/products/public/:id', ({ params }) => {
    const product = publicPerfumesFixture.find((p) => p._id === params.id);
    return product
      ? HttpResponse.json<GetPublicPerfumeApiResponse>(product)
      : HttpResponse.json({ message: 'Perfume not found' }, { status: 404 });
  }),
  // Royal Oud has three approved reviews (two with stars); the others none.
  http.get('*/api/products/public/:id/reviews', ({ params, request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
    return HttpResponse.json<ListPerfumeReviewsApiResponse>(
      perfumeReviewsFixture(String(params.id), page),
    );
  }),
];
