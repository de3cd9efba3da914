import type {
  ListPerfumeReviewsApiResponse,
  ListPublicPerfumesApiResponse,
} from '../src/store/api/generated/storefrontApi';

const image = (n: number) => `/uploads/${String(n).repeat(24).slice(0, 24)}.webp`;

/** Perfumes on sale, deliberately not in name or price order. */
export const publicPerfumesFixture: ListPublicPerfumesApiResponse = [
  {
    _id: 'p-rose',
    name: 'Rose of Lahore',
    description: 'Damask rose and musk.',
    category: { _id: '11111111-1111-4111-8111-111111111111', name: 'For Her' },
    variants: [
      { _id: 'v-rose-30', size: '30ml', price: 2799, stock: 5, image: image(1) },
      { _id: 'v-rose-100', size: '100ml', price: 7499, stock: 2, image: image(2) },
    ],
    rating: null,
  },
  {
    _id: 'p-attar',
    name: 'attar Shamama',
    description: null,
    category: { _id: '22222222-2222-4222-8222-222222222222', name: 'Oud & Attar' },
    variants: [{ _id: 'v-attar-6', size: '6ml', price: 1499, stock: 0, image: null }],
    rating: null,
  },
  {
    _id: 'p-oud',
    name: 'Royal Oud',
    description: 'Smoky oud.',
    category: { _id: '11111111-1111-4111-8111-111111111111', name: 'For Her' },
    variants: [{ _id: 'v-oud-50', size: '50ml', price: 12500, stock: 9, image: image(3) }],
    rating: { average: 4.5, count: 2 },
  },
];

/** GET /api/products/public/{id}/reviews: Royal Oud's reviews, two to a page here. */
export function perfumeReviewsFixture(id: string, page: number): ListPerfumeReviewsApiResponse {
  const all =
    id === 'p-oud'
      ? [
          { name: 'Hina Baloch', city: 'Quetta', review: 'Lasts all day.', stars: 5 },
          { name: 'Omar Farooq', city: 'Lahore', review: 'Strong but lovely.', stars: 4 },
          { name: 'Zainab Ali', city: 'Karachi', review: 'A gift for my father.', stars: null },
        ].map((r, i) => ({
          _id: `r-oud-${i + 1}`,
          ...r,
          perfume: { _id: 'p-oud', name: 'Royal Oud' },
          createdAt: new Date(Date.UTC(2025, 0, 20 - i)).toISOString(),
        }))
      : [];
  const pageSize = 2;
  return {
    rating: all.length > 0 ? { average: 4.5, count: 2 } : null,
    total: all.length,
    page,
    pageSize,
    reviews: all.slice((page - 1) * pageSize, page * pageSize),
  };
}
