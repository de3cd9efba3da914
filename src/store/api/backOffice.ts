import type {
  DefinitionsFromApi,
  OverrideResultType,
  TagTypesFromApi,
} from '@reduxjs/toolkit/query';
import { downloadHandler, type Download } from './download';
import { toFormData } from './formData';
import { backOfficeApi } from './generated/backOfficeApi';
import { listTags, recordTag, type Entity } from './tagRules';

type Definitions = DefinitionsFromApi<typeof backOfficeApi>;
/** Endpoints whose result differs from the OpenAPI document's: the CSV export is a download. */
type EnhancedDefinitions = Omit<Definitions, 'exportOrders' | 'exportOrdersXlsx'> & {
  exportOrders: OverrideResultType<Definitions['exportOrders'], Download>;
  exportOrdersXlsx: OverrideResultType<Definitions['exportOrdersXlsx'], Download>;
};

/** A change to one record: its own screen and every list it appears in (not other records). */
const changedRecord =
  (type: Entity, ...also: ('Perfumes' | 'Storefront')[]) =>
  (_result: unknown, _error: unknown, { id }: { id: string }) => [
    { type, id },
    { type, id: 'LIST' },
    ...also,
  ];

/** A new record: the lists. */
const newRecord = (type: Entity, ...also: 'Storefront'[]) => [{ type, id: 'LIST' }, ...also];

/**
 * The back office's generated endpoints (sign-in, staff accounts, catalogue, orders, reviews,
 * messages, dashboard, settings) with the project's tag rules, injected into the API slice the
 * storefront's endpoints live in (./enhanced.ts). Imported only by the lazily loaded staff code,
 * so the storefront's first load carries none of it. Sign-in and sign-out drop every cached
 * admin response, so one admin never sees another's data. Records carry per-id tags: editing a
 * perfume refetches that perfume and the lists, not every other perfume's screen.
 */
export const staffApi = backOfficeApi.enhanceEndpoints<
  TagTypesFromApi<typeof backOfficeApi> | 'Storefront',
  EnhancedDefinitions
>({
  addTagTypes: ['Storefront'],
  endpoints: {
    login: { invalidatesTags: [] },
    refreshToken: { invalidatesTags: [] },
    logout: { invalidatesTags: [] },
    requestOtp: { invalidatesTags: [] },
    verifyOtp: { invalidatesTags: [] },
    resetPassword: { invalidatesTags: [] },
    listAdmins: { providesTags: listTags('Admins') },
    getAdmin: { providesTags: recordTag('Admins') },
    createAdmin: { invalidatesTags: newRecord('Admins') },
    updateAdmin: { invalidatesTags: changedRecord('Admins') },
    deactivateAdmin: { invalidatesTags: changedRecord('Admins') },
    reactivateAdmin: { invalidatesTags: changedRecord('Admins') },
    deleteAdmin: { invalidatesTags: changedRecord('Admins') },
    // A rename on the profile: the signed-in admin's own record, wherever it shows.
    updateUsername: { invalidatesTags: ['Admins'] },
    updatePassword: { invalidatesTags: [] },
    // Catalogue: category and perfume forms are multipart (docs/product.md §7). Perfume lists show category
    // names and status, and the storefront shows both, so category changes refresh them too.
    listCategories: { providesTags: listTags('Categories') },
    listInactiveCategories: { providesTags: listTags('Categories') },
    createCategory: {
      query: ({ body }) => ({ url: '/api/category/', method: 'POST', body: toFormData(body) }),
      invalidatesTags: newRecord('Categories', 'Storefront'),
    },
    updateCategory: {
      query: ({ id, body }) => ({
        url: `/api/category/${id}`,
        method: 'PUT',
        body: toFormData(body),
      }),
      invalidatesTags: changedRecord('Categories', 'Perfumes', 'Storefront'),
    },
    deactivateCategory: { invalidatesTags: changedRecord('Categories', 'Perfumes', 'Storefront') },
    reactivateCategory: { invalidatesTags: changedRecord('Categories', 'Perfumes', 'Storefront') },
    listPerfumes: { providesTags: listTags('Perfumes') },
    getPerfume: { providesTags: recordTag('Perfumes') },
    createPerfume: {
      query: ({ body }) => ({ url: '/api/products/', method: 'POST', body: toFormData(body) }),
      invalidatesTags: newRecord('Perfumes', 'Storefront'),
    },
    updatePerfume: {
      query: ({ id, body }) => ({
        url: `/api/products/${id}`,
        method: 'PUT',
        body: toFormData(body),
      }),
      invalidatesTags: changedRecord('Perfumes', 'Storefront'),
    },
    deactivatePerfume: { invalidatesTags: changedRecord('Perfumes', 'Storefront') },
    reactivatePerfume: { invalidatesTags: changedRecord('Perfumes', 'Storefront') },
    // Orders back office: a status change moves stock counters (perfumes, the shop) and, through
    // the list tag, the dashboard's figures.
    listOrders: { providesTags: listTags('Orders') },
    // The customer's other orders: any order placed or changed may be one of them.
    getOrderCustomerHistory: { providesTags: [{ type: 'Orders', id: 'LIST' }] },
    // The CSV as a file to save (never parsed as JSON); refetched on every export, kept nowhere.
    exportOrders: {
      query: ({ status, search }) => ({
        url: '/api/orders/export',
        params: { status: status || undefined, search: search || undefined },
        responseHandler: downloadHandler('orders.csv'),
      }),
      providesTags: [],
      keepUnusedDataFor: 0,
    },
    exportOrdersXlsx: {
      query: ({ status, search }) => ({
        url: '/api/orders/export.xlsx',
        params: { status: status || undefined, search: search || undefined },
        responseHandler: downloadHandler('orders.xlsx'),
      }),
      providesTags: [],
      keepUnusedDataFor: 0,
    },
    updateOrderStatus: {
      invalidatesTags: changedRecord('Orders', 'Perfumes', 'Storefront'),
    },
    // Dashboard: any order placed or changed moves its figures.
    getDashboard: { providesTags: ['Dashboard', { type: 'Orders', id: 'LIST' }] },
    // Reviews and customer messages in the back office.
    listAllReviews: { providesTags: ['Reviews'] },
    setReviewApproval: { invalidatesTags: ['Reviews'] },
    deleteReview: { invalidatesTags: ['Reviews'] },
    listCustomerMessages: { providesTags: ['Messages'] },
    setCustomerMessageStatus: { invalidatesTags: ['Messages'] },
    replyToCustomerMessage: { invalidatesTags: ['Messages'] },
    // The shop's settings: the storefront's contact details (getShop) are them too.
    getShopSettings: { providesTags: ['Settings'] },
    updateShopSettings: { invalidatesTags: ['Settings', 'Dashboard'] },
    // The logo is multipart; the storefront's header reads it from GET /api/shop ('Settings').
    uploadShopLogo: {
      query: ({ body }) => ({
        url: '/api/admin/settings/logo',
        method: 'POST',
        body: toFormData(body),
      }),
      invalidatesTags: ['Settings'],
    },
    removeShopLogo: { invalidatesTags: ['Settings'] },
  },
});

export const {
  useCreateAdminMutation,
  useDeactivateAdminMutation,
  useDeleteAdminMutation,
  useGetAdminQuery,
  useListAdminsQuery,
  useLoginMutation,
  useLogoutMutation,
  useReactivateAdminMutation,
  useRequestOtpMutation,
  useResetPasswordMutation,
  useUpdateAdminMutation,
  useUpdatePasswordMutation,
  useUpdateUsernameMutation,
  useVerifyOtpMutation,
} = staffApi;

/** Hooks of the back-office catalogue screens (categories and perfumes). */
export const {
  useCreateCategoryMutation,
  useCreatePerfumeMutation,
  useDeactivateCategoryMutation,
  useDeactivatePerfumeMutation,
  useGetPerfumeQuery,
  useListCategoriesQuery,
  useListInactiveCategoriesQuery,
  useListPerfumesQuery,
  useReactivateCategoryMutation,
  useReactivatePerfumeMutation,
  useUpdateCategoryMutation,
  useUpdatePerfumeMutation,
} = staffApi;

/** Hooks of the back-office orders screens (the CSV export is a plain download, not a hook). */
export const { useGetOrderCustomerHistoryQuery, useListOrdersQuery, useUpdateOrderStatusMutation } =
  staffApi;

/** Hooks of the back office's shop settings (superadmins). */
export const {
  useGetShopSettingsQuery,
  useUpdateShopSettingsMutation,
  useUploadShopLogoMutation,
  useRemoveShopLogoMutation,
} = staffApi;

/** Hook of the back-office dashboard (the screen refetches on every mount). */
export const { useGetDashboardQuery } = staffApi;

/** Hooks of the back office's reviews and customer messages. */
export const {
  useDeleteReviewMutation,
  useListAllReviewsQuery,
  useListCustomerMessagesQuery,
  useSetCustomerMessageStatusMutation,
  useReplyToCustomerMessageMutation,
  useSetReviewApprovalMutation,
} = staffApi;

/** Hooks of the back office's discount codes (superadmins write, admins view). */
export const {
  useCreateDiscountCodeMutation,
  useListDiscountCodesQuery,
  useUpdateDiscountCodeMutation,
} = staffApi;
