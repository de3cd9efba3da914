import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/NotFoundPage';
import { PageLoading } from '../components/PageLoading';
import { pageCodeRetry } from './pageCodeRetry';
import { StorefrontLayout } from './layouts/StorefrontLayout';

export const STOREFRONT_ROUTE_ID = 'storefront';

/** A route whose screen is a separate chunk, loaded on first visit. */
function lazyPage(
  load: () => Promise<ComponentType>,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return { lazy: async () => ({ Component: await load() }), HydrateFallback: PageLoading };
}

/** What the server needs to know of a route: the source of its chunk, to preload it. */
export interface RouteHandle {
  module: string;
}

/**
 * A storefront page in a chunk of its own. `module` names the same file as `load` (the server
 * looks its chunk up in the build manifest and tells the browser to fetch it with the page). A
 * chunk that cannot be fetched (the server stopped) shows 'We couldn't reach the shop' with Retry.
 */
function storefrontPage(
  module: string,
  load: () => Promise<ComponentType>,
): Pick<RouteObject, 'lazy' | 'HydrateFallback' | 'handle'> {
  return { ...lazyPage(pageCodeRetry(load)), handle: { module } satisfies RouteHandle };
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
    children: [
      {
        index: true,
        ...storefrontPage('src/app/HomePage.tsx', () =>
          import('./HomePage').then((m) => m.HomePage),
        ),
      },
      // Each page is a chunk of its own, fetched with the page that needs it
      // (the lists' filters and the perfume page's gallery stay off the others' first load).
      {
        path: 'shop',
        ...storefrontPage('src/features/catalog/ShopPage.tsx', () =>
          import('../features/catalog/ShopPage').then((m) => m.ShopPage),
        ),
      },
      {
        path: 'category/:id',
        ...storefrontPage('src/features/catalog/CategoryPage.tsx', () =>
          import('../features/catalog/CategoryPage').then((m) => m.CategoryPage),
        ),
      },
      {
        path: 'product/:id',
        ...storefrontPage('src/features/catalog/ProductPage.tsx', () =>
          import('../features/catalog/ProductPage').then((m) => m.ProductPage),
        ),
      },
      // Pages only some shoppers open, with the forms libraries.
      {
        path: 'search',
        ...storefrontPage('src/features/catalog/SearchPage.tsx', () =>
          import('../features/catalog/SearchPage').then((m) => m.SearchPage),
        ),
      },
      {
        path: 'cart',
        ...storefrontPage('src/features/cart/CartPage.tsx', () =>
          import('../features/cart/CartPage').then((m) => m.CartPage),
        ),
      },
      {
        path: 'checkout',
        ...storefrontPage('src/features/checkout/CheckoutPage.tsx', () =>
          import('../features/checkout/CheckoutPage').then((m) => m.CheckoutPage),
        ),
      },
      {
        path: 'order/:id',
        ...storefrontPage('src/features/checkout/OrderPage.tsx', () =>
          import('../features/checkout/OrderPage').then((m) => m.OrderPage),
        ),
      },
      {
        path: 'track-order',
        ...storefrontPage('src/features/checkout/TrackOrderPage.tsx', () =>
          import('../features/checkout/TrackOrderPage').then((m) => m.TrackOrderPage),
        ),
      },
      {
        path: 'customer/reviews',
        ...storefrontPage('src/features/reviews/CustomerReviewsPage.tsx', () =>
          import('../features/reviews/CustomerReviewsPage').then((m) => m.CustomerReviewsPage),
        ),
      },
      {
        path: 'contact',
        ...storefrontPage('src/features/contact/ContactPage.tsx', () =>
          import('../features/contact/ContactPage').then((m) => m.ContactPage),
        ),
      },
      { path: '*', Component: NotFoundPage },
    ],
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
