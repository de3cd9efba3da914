import type { ListPublicProductsApiResponse } from '../src/store/api/generated/storefrontApi';

const image = (n: number) => `/uploads/${String(n).repeat(24).slice(0, 24)}.webp`;

/** Perfumes on sale, deliberately not in name or price order. */
export const publicProductsFixture: ListPublicProductsApiResponse = [
  {
    _id: 'p-rose',
    name: 'Rose of Lahore',
    description: 'Damask rose and musk.',
    category: { _id: '11111111-1111-4111-8111-111111111111', name: 'For Her' },
    variants: [
      { _id: 'v-rose-30', size: '30ml', price: 2799, stock: 5, image: image(1) },
      { _id: 'v-rose-100', size: '100ml', price: 7499, stock: 2, image: image(2) },
    ],
  },
  {
    _id: 'p-attar',
    name: 'attar Shamama',
    description: null,
    category: { _id: '22222222-2222-4222-8222-222222222222', name: 'Oud & Attar' },
    variants: [{ _id: 'v-attar-6', size: '6ml', price: 1499, stock: 0, image: null }],
  },
  {
    _id: 'p-oud',
    name: 'Royal Oud',
    description: 'Smoky oud.',
    category: { _id: '11111111-1111-4111-8111-111111111111', name: 'For Her' },
    variants: [{ _id: 'v-oud-50', size: '50ml', price: 12500, stock: 9, image: image(3) }],
  },
];
