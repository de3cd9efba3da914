import type { ComponentType } from 'react';

/**
 * The back office's screens, each a chunk of its own. The storefront's entry imports only this
 * module, lazily: the screens' imports (and the list of chunks each one needs) stay out of every
 * storefront page's first load, at the cost of one small request before a first back-office
 * screen.
 */
export const BACK_OFFICE_PAGES = {
  LoginPage: () => import('../../features/auth/LoginPage').then((m) => m.LoginPage),
  ForgotPasswordPage: () =>
    import('../../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  OtpPage: () => import('../../features/auth/OtpPage').then((m) => m.OtpPage),
  ResetPasswordPage: () =>
    import('../../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  AdminLayout: () => import('./AdminLayout').then((m) => m.AdminLayout),
  DashboardPage: () =>
    import('../../features/dashboard/DashboardPage').then((m) => m.DashboardPage),
  CategoriesPage: () =>
    import('../../features/categories/CategoriesPage').then((m) => m.CategoriesPage),
  CategoryFormPage: () =>
    import('../../features/categories/CategoryFormPage').then((m) => m.CategoryFormPage),
  PerfumesPage: () => import('../../features/perfumes/PerfumesPage').then((m) => m.PerfumesPage),
  AddPerfumePage: () =>
    import('../../features/perfumes/AddPerfumePage').then((m) => m.AddPerfumePage),
  UpdatePerfumePage: () =>
    import('../../features/perfumes/UpdatePerfumePage').then((m) => m.UpdatePerfumePage),
  OrdersPage: () => import('../../features/orders/OrdersPage').then((m) => m.OrdersPage),
  OrderSlipsPage: () =>
    import('../../features/orders/slips/OrderSlipsPage').then((m) => m.OrderSlipsPage),
  OrderDetailPage: () =>
    import('../../features/orders/OrderDetailPage').then((m) => m.OrderDetailPage),
  AdminsPage: () => import('../../features/admins/AdminsPage').then((m) => m.AdminsPage),
  AddAdminPage: () => import('../../features/admins/AddAdminPage').then((m) => m.AddAdminPage),
  UpdateAdminPage: () =>
    import('../../features/admins/UpdateAdminPage').then((m) => m.UpdateAdminPage),
  ReviewsAdminPage: () =>
    import('../../features/reviews/ReviewsAdminPage').then((m) => m.ReviewsAdminPage),
  MessagesAdminPage: () =>
    import('../../features/messages/MessagesAdminPage').then((m) => m.MessagesAdminPage),
  DiscountsPage: () =>
    import('../../features/discounts/DiscountsPage').then((m) => m.DiscountsPage),
  SettingsPage: () => import('../../features/settings/SettingsPage').then((m) => m.SettingsPage),
  ProfilePage: () => import('../../features/profile/ProfilePage').then((m) => m.ProfilePage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type BackOfficePage = keyof typeof BACK_OFFICE_PAGES;
