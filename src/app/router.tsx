import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { StorefrontLayout } from './layouts/StorefrontLayout';
import { storefrontRoutes } from './routes/storefrontRoutes';
import type { BackOfficePage } from './admin/backOfficePages';

export const STOREFRONT_ROUTE_ID = 'storefront';

/** A route whose screen is a separate chunk, loaded on first visit. */
function lazyPage(
  load: () => Promise<ComponentType>,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return { lazy: async () => ({ Component: await load() }), HydrateFallback: PageLoading };
}

/** A back-office screen (./admin/backOfficePages.ts), loaded on first visit. */
const backOffice = (page: BackOfficePage) =>
  lazyPage(() => import('./admin/backOfficePages').then((m) => m.BACK_OFFICE_PAGES[page]()));

/**
 * Every route of docs/product.md §2. Admin screens (and the layout, grids and charts they use) are lazy
 * chunks, so the storefront never downloads them. The storefront layout's id marks the pages the
 * server renders (src/entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    id: STOREFRONT_ROUTE_ID,
    path: '/',
    Component: StorefrontLayout,
    children: storefrontRoutes,
  },
  {
    path: '/login',
    ...backOffice('LoginPage'),
  },
  {
    path: '/forgot-password',
    ...backOffice('ForgotPasswordPage'),
  },
  { path: '/otp', ...backOffice('OtpPage') },
  {
    path: '/reset-password',
    ...backOffice('ResetPasswordPage'),
  },
  {
    ...backOffice('AdminLayout'),
    children: [
      {
        path: '/dashboard',
        ...backOffice('DashboardPage'),
      },
      {
        path: '/categories',
        ...backOffice('CategoriesPage'),
      },
      {
        path: '/categories/add',
        ...backOffice('CategoryFormPage'),
      },
      {
        path: '/categories/update/:id',
        ...backOffice('CategoryFormPage'),
      },
      {
        path: '/perfumes',
        ...backOffice('PerfumesPage'),
      },
      {
        path: '/perfumes/add',
        ...backOffice('AddPerfumePage'),
      },
      {
        path: '/perfumes/update/:id',
        ...backOffice('UpdatePerfumePage'),
      },
      {
        path: '/orders',
        ...backOffice('OrdersPage'),
      },
      {
        path: '/orders/print',
        ...backOffice('OrderSlipsPage'),
      },
      {
        path: '/orders/:id',
        ...backOffice('OrderDetailPage'),
      },
      {
        path: '/admins',
        ...backOffice('AdminsPage'),
      },
      {
        path: '/admins/add',
        ...backOffice('AddAdminPage'),
      },
      {
        path: '/admins/update/:id',
        ...backOffice('UpdateAdminPage'),
      },
      {
        path: '/reviews',
        ...backOffice('ReviewsAdminPage'),
      },
      {
        path: '/complaints',
        ...backOffice('MessagesAdminPage'),
      },
      {
        path: '/discounts',
        ...backOffice('DiscountsPage'),
      },
      {
        path: '/settings',
        ...backOffice('SettingsPage'),
      },
      {
        path: '/profile',
        ...backOffice('ProfilePage'),
      },
    ],
  },
];
