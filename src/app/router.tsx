import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { StorefrontLayout } from './layouts/StorefrontLayout';
import { storefrontRoutes } from './routes/storefrontRoutes';

export const STOREFRONT_ROUTE_ID = 'storefront';

/** A route whose screen is a separate chunk, loaded on first visit. */
function lazyPage(
  load: () => Promise<ComponentType>,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return { lazy: async () => ({ Component: await load() }), HydrateFallback: PageLoading };
}

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
    ...lazyPage(() => import('../features/auth/LoginPage').then((m) => m.LoginPage)),
  },
  {
    path: '/forgot-password',
    ...lazyPage(() =>
      import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
    ),
  },
  { path: '/otp', ...lazyPage(() => import('../features/auth/OtpPage').then((m) => m.OtpPage)) },
  {
    path: '/reset-password',
    ...lazyPage(() =>
      import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
    ),
  },
  {
    ...lazyPage(() => import('./admin/AdminLayout').then((m) => m.AdminLayout)),
    children: [
      {
        path: '/dashboard',
        ...lazyPage(() =>
          import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage),
        ),
      },
      {
        path: '/categories',
        ...lazyPage(() =>
          import('../features/categories/CategoriesPage').then((m) => m.CategoriesPage),
        ),
      },
      {
        path: '/categories/add',
        ...lazyPage(() =>
          import('../features/categories/CategoryFormPage').then((m) => m.CategoryFormPage),
        ),
      },
      {
        path: '/categories/update/:id',
        ...lazyPage(() =>
          import('../features/categories/CategoryFormPage').then((m) => m.CategoryFormPage),
        ),
      },
      {
        path: '/perfumes',
        ...lazyPage(() => import('../features/perfumes/PerfumesPage').then((m) => m.PerfumesPage)),
      },
      {
        path: '/perfumes/add',
        ...lazyPage(() =>
          import('../features/perfumes/AddPerfumePage').then((m) => m.AddPerfumePage),
        ),
      },
      {
        path: '/perfumes/update/:id',
        ...lazyPage(() =>
          import('../features/perfumes/UpdatePerfumePage').then((m) => m.UpdatePerfumePage),
        ),
      },
      {
        path: '/orders',
        ...lazyPage(() => import('../features/orders/OrdersPage').then((m) => m.OrdersPage)),
      },
      {
        path: '/orders/print',
        ...lazyPage(() =>
          import('../features/orders/slips/OrderSlipsPage').then((m) => m.OrderSlipsPage),
        ),
      },
      {
        path: '/orders/:id',
        ...lazyPage(() =>
          import('../features/orders/OrderDetailPage').then((m) => m.OrderDetailPage),
        ),
      },
      {
        path: '/admins',
        ...lazyPage(() => import('../features/admins/AdminsPage').then((m) => m.AdminsPage)),
      },
      {
        path: '/admins/add',
        ...lazyPage(() => import('../features/admins/AddAdminPage').then((m) => m.AddAdminPage)),
      },
      {
        path: '/admins/update/:id',
        ...lazyPage(() =>
          import('../features/admins/UpdateAdminPage').then((m) => m.UpdateAdminPage),
        ),
      },
      {
        path: '/reviews',
        ...lazyPage(() =>
          import('../features/reviews/ReviewsAdminPage').then((m) => m.ReviewsAdminPage),
        ),
      },
      {
        path: '/complaints',
        ...lazyPage(() =>
          import('../features/messages/MessagesAdminPage').then((m) => m.MessagesAdminPage),
        ),
      },
      {
        path: '/discounts',
        ...lazyPage(() =>
          import('../features/discounts/DiscountsPage').then((m) => m.DiscountsPage),
        ),
      },
      {
        path: '/settings',
        ...lazyPage(() => import('../features/settings/SettingsPage').then((m) => m.SettingsPage)),
      },
      {
        path: '/profile',
        ...lazyPage(() => import('../features/profile/ProfilePage').then((m) => m.ProfilePage)),
      },
    ],
  },
];
