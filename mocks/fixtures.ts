import type { GetActiveCategoriesApiResponse } from '../src/store/api/generated/storefrontApi';
import type {
  ListAdminsApiResponse,
  LoginApiResponse,
} from '../src/store/api/generated/backOfficeApi';

export const categoriesFixture: GetActiveCategoriesApiResponse = [
  {
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'For Her',
    description: 'Floral and fruity',
    image: '/uploads/for-her.webp',
    isActive: true,
  },
  {
    _id: '22222222-2222-4222-8222-222222222222',
    name: 'Oud & Attar',
    description: null,
    image: null,
    isActive: true,
  },
];

export const superadminLogin: LoginApiResponse = {
  accessToken: 'access-token-1',
  refreshToken: 'refresh-token-1',
  admin: { _id: 'admin-1', name: 'Super Admin', email: 'root@shop.pk', role: 'superadmin' },
};

/** The admins list as a superadmin sees it; admin-1 is the one signIn() puts in localStorage. */
export const adminsFixture: ListAdminsApiResponse = [
  {
    _id: 'admin-root',
    name: 'Root Admin',
    email: 'root@shop.pk',
    role: 'superadmin',
    active: true,
    isRoot: true,
    createdBy: null,
    createdAt: '2025-01-01T09:00:00.000Z',
  },
  {
    _id: 'admin-1',
    name: 'Sara Admin',
    email: 'sara@shop.pk',
    role: 'superadmin',
    active: true,
    isRoot: false,
    createdBy: { _id: 'admin-root', name: 'Root Admin' },
    createdAt: '2025-02-01T09:00:00.000Z',
  },
  {
    _id: 'admin-2',
    name: 'Clerk One',
    email: 'clerk@shop.pk',
    role: 'admin',
    active: true,
    isRoot: false,
    createdBy: { _id: 'admin-1', name: 'Sara Admin' },
    createdAt: '2025-03-01T09:00:00.000Z',
  },
  {
    _id: 'admin-3',
    name: 'Old Clerk',
    email: 'old@shop.pk',
    role: 'admin',
    active: false,
    isRoot: false,
    createdBy: { _id: 'admin-1', name: 'Sara Admin' },
    createdAt: '2025-04-01T09:00:00.000Z',
  },
];

/** The one-time code the mocked password reset accepts. */
export const GOOD_OTP = '123456';
