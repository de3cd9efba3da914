import type {
  GetPerfumeApiResponse,
  ListCategoriesApiResponse,
  ListPerfumesApiResponse,
} from '../src/store/api/generated/backOfficeApi';
import { categoriesFixture } from './fixtures';

/** A retired category: only staff see it. */
export const inactiveCategoriesFixture: ListCategoriesApiResponse = [
  {
    _id: '33333333-3333-4333-8333-333333333333',
    name: 'Winter Musk',
    description: 'Retired line',
    nameUr: null,
    descriptionUr: null,
    image: null,
    isActive: false,
  },
];

/** GET /api/category/: every category, active and inactive. */
export const allCategoriesFixture: ListCategoriesApiResponse = [
  ...categoriesFixture.map((category) => ({ ...category, nameUr: null, descriptionUr: null })),
  ...inactiveCategoriesFixture,
];

const [forHer] = categoriesFixture;
const [winterMusk] = inactiveCategoriesFixture;

/** Rose Oud: two sizes, the smaller one with open orders. */
export const roseOud: GetPerfumeApiResponse = {
  _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  name: 'Rose Oud',
  description: 'Rose over smoky oud',
  nameUr: null,
  descriptionUr: null,
  category: { _id: forHer!._id, name: forHer!.name, isActive: true },
  isActive: true,
  version: 3,
  createdAt: '2025-05-01T09:00:00.000Z',
  variants: [
    {
      _id: 'a1a1a1a1-a1a1-4a1a-8a1a-a1a1a1a1a1a1',
      size: '50ml',
      price: 4500,
      stock: 10,
      reservedQty: 2,
      shippedQty: 3,
      returnedQty: 1,
      image: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp',
    },
    {
      _id: 'a2a2a2a2-a2a2-4a2a-8a2a-a2a2a2a2a2a2',
      size: '100ml',
      price: 12500,
      stock: 5,
      reservedQty: 0,
      shippedQty: 0,
      returnedQty: 0,
      image: '/uploads/bbbbbbbbbbbbbbbbbbbbbbbb.webp',
    },
  ],
};

/** Amber Night: no description and no category. */
export const amberNight: GetPerfumeApiResponse = {
  _id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  name: 'Amber Night',
  description: null,
  nameUr: null,
  descriptionUr: null,
  category: null,
  isActive: true,
  version: 1,
  createdAt: '2025-05-02T09:00:00.000Z',
  variants: [
    {
      _id: 'b1b1b1b1-b1b1-4b1b-8b1b-b1b1b1b1b1b1',
      size: '30ml',
      price: 2000,
      stock: 0,
      reservedQty: 0,
      shippedQty: 0,
      returnedQty: 0,
      image: '/uploads/cccccccccccccccccccccccc.webp',
    },
  ],
};

/** Old Musk: deactivated, in the inactive category (its edit form is locked). */
export const oldMusk: GetPerfumeApiResponse = {
  _id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  name: 'Old Musk',
  description: 'White musk',
  nameUr: null,
  descriptionUr: null,
  category: { _id: winterMusk!._id, name: winterMusk!.name, isActive: false },
  isActive: false,
  version: 7,
  createdAt: '2025-05-03T09:00:00.000Z',
  variants: [
    {
      _id: 'c1c1c1c1-c1c1-4c1c-8c1c-c1c1c1c1c1c1',
      size: '75ml',
      price: 6000,
      stock: 4,
      reservedQty: 1,
      shippedQty: 0,
      returnedQty: 0,
      image: '/uploads/dddddddddddddddddddddddd.webp',
    },
  ],
};

/** GET /api/products/ as staff see it. */
export const productsFixture: ListPerfumesApiResponse = [roseOud, amberNight, oldMusk];
