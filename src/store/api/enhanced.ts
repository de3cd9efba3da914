import type {
  DefinitionsFromApi,
  OverrideResultType,
  TagTypesFromApi,
} from '@reduxjs/toolkit/query';
import { downloadHandler, type Download } from './download';
import { toFormData } from './formData';
import { shopApi, type TrackOrderApiResponse } from './generated/shopApi';

type Definitions = DefinitionsFromApi<typeof shopApi>;
/** Endpoints whose result differs from the OpenAPI document's: the CSV export is a download. */
type EnhancedDefinitions = Omit<Definitions, 'exportOrders' | 'exportOrdersXlsx'> & {
  exportOrders: OverrideResultType<Definitions['exportOrders'], Download>;
  exportOrdersXlsx: OverrideResultType<Definitions['exportOrdersXlsx'], Download>;
};

type Entity = 'Admins' | 'Categories' | 'Products' | 'Orders';

/** A list's tags: the list itself and each record in it, so an edit refetches the lists showing it. */
const listTags =
  (type: Entity) => (result: { _id: string }[] | { orders: { _id: string }[] } | undefined) => {
    const rows = Array.isArray(result) ? result : (result?.orders ?? []);
    return [{ type, id: 'LIST' }, ...rows.map((row) => ({ type, id: row._id }))];
  };

/** One record's tag. */
const recordTag =
  (type: Entity) =>
  (_result: unknown, _error: unknown, { id }: { id: string }) => [{ type, id }];

/** A change to one record: its own screen and every list it appears in (not other records). */
const changedRecord =
  (type: Entity, ...also: ('Products' | 'Storefront')[]) =>
  (_result: unknown, _error: unknown, { id }: { id: string }) => [
    { type, id },
    { type, id: 'LIST' },
    ...also,
  ];

/** A new record: the lists. */
const newRecord = (type: Entity, ...also: 'Storefront'[]) => [{ type, id: 'LIST' }, ...also];

/**
 * The generated endpoints with the project's tag rules. Sign-in and sign-out drop every cached
 * admin response, so one admin never sees another's data. Records carry per-id tags: editing a
 * perfume refetches that perfume and the lists, not every other perfume's screen.
 */
export const api = shopApi.enhanceEndpoints<TagTypesFromApi<typeof shopApi>, EnhancedDefinitions>({
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
    // The storefront's and the perfume form's category choices are a list of categories too.
    getActiveCategories: { providesTags: listTags('Categories') },
    listCategories: { providesTags: listTags('Categories') },
    listInactiveCategories: { providesTags: listTags('Categories') },
    getCategory: { providesTags: recordTag('Categories') },
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
      invalidatesTags: changedRecord('Categories', 'Products', 'Storefront'),
    },
    deactivateCategory: { invalidatesTags: changedRecord('Categories', 'Products', 'Storefront') },
    reactivateCategory: { invalidatesTags: changedRecord('Categories', 'Products', 'Storefront') },
    listProducts: { providesTags: listTags('Products') },
    getProduct: { providesTags: recordTag('Products') },
    createProduct: {
      query: ({ body }) => ({ url: '/api/products/', method: 'POST', body: toFormData(body) }),
      invalidatesTags: newRecord('Products', 'Storefront'),
    },
    updateProduct: {
      query: ({ id, body }) => ({
        url: `/api/products/${id}`,
        method: 'PUT',
        body: toFormData(body),
      }),
      invalidatesTags: changedRecord('Products', 'Storefront'),
    },
    deactivateProduct: { invalidatesTags: changedRecord('Products', 'Storefront') },
    reactivateProduct: { invalidatesTags: changedRecord('Products', 'Storefront') },
    // Orders back office: a status change moves stock counters (perfumes, the shop) and, through
    // the list tag, the dashboard's figures.
    listOrders: { providesTags: listTags('Orders') },
    getOrder: { providesTags: recordTag('Orders') },
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
      invalidatesTags: changedRecord('Orders', 'Products', 'Storefront'),
    },
    // Storefront checkout: an order reserves stock, so the shop's stock figures change.
    placeOrder: { invalidatesTags: ['Storefront', { type: 'Orders', id: 'LIST' }] },
    trackOrder: { invalidatesTags: [] },
    // Dashboard: any order placed or changed moves its figures.
    getDashboard: { providesTags: ['Dashboard', { type: 'Orders', id: 'LIST' }] },
    // Reviews and customer messages; the visit beacon changes nothing the client shows.
    listReviews: { providesTags: ['Reviews'] },
    listPerfumeReviews: { providesTags: ['Reviews'] },
    listAllReviews: { providesTags: ['Reviews'] },
    submitReview: { invalidatesTags: ['Reviews'] },
    setReviewApproval: { invalidatesTags: ['Reviews'] },
    deleteReview: { invalidatesTags: ['Reviews'] },
    listContactMessages: { providesTags: ['Messages'] },
    sendContactMessage: { invalidatesTags: ['Messages'] },
    setContactMessageStatus: { invalidatesTags: ['Messages'] },
    replyToContactMessage: { invalidatesTags: ['Messages'] },
    countVisit: { invalidatesTags: [] },
    // The shop's contact details: its settings, changed by a superadmin (who then sees them at
    // once); other tabs read them again on their next load.
    getShop: { providesTags: ['Settings'], keepUnusedDataFor: 3600 },
    getShopSettings: { providesTags: ['Settings'] },
    updateShopSettings: { invalidatesTags: ['Settings', 'Dashboard'] },
    // Checking a code at checkout changes nothing the back office has cached.
    checkDiscountCode: { invalidatesTags: [] },
  },
});

export const {
  useCreateAdminMutation,
  useDeactivateAdminMutation,
  useDeleteAdminMutation,
  useGetActiveCategoriesQuery,
  useGetAdminQuery,
  useGetCategoryQuery,
  useGetPublicProductQuery,
  useListPublicProductsByCategoryQuery,
  useListPublicProductsQuery,
  useListPerfumeReviewsQuery,
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
} = api;

/** Hooks of the back-office catalogue screens (categories and perfumes). */
export const {
  useCreateCategoryMutation,
  useCreateProductMutation,
  useDeactivateCategoryMutation,
  useDeactivateProductMutation,
  useGetProductQuery,
  useListCategoriesQuery,
  useListInactiveCategoriesQuery,
  useListProductsQuery,
  useReactivateCategoryMutation,
  useReactivateProductMutation,
  useUpdateCategoryMutation,
  useUpdateProductMutation,
} = api;

/** Hooks of the back-office orders screens (the CSV export is a plain download, not a hook). */
export const {
  useGetOrderCustomerHistoryQuery,
  useGetOrderQuery,
  useListOrdersQuery,
  useUpdateOrderStatusMutation,
} = api;

/** The shop's name and contact details (footer, contact page, WhatsApp links). */
export const { useGetShopQuery } = api;

/** Hooks of the back office's discount codes (superadmins write, admins view) and checkout's Apply. */
export const {
  useCheckDiscountCodeMutation,
  useCreateDiscountCodeMutation,
  useListDiscountCodesQuery,
  useUpdateDiscountCodeMutation,
} = api;

/** Hooks of the back office's shop settings (superadmins). */
export const { useGetShopSettingsQuery, useUpdateShopSettingsMutation } = api;

/**
 * Tracking as a read: the order a /track-order address names, cached under its number so that the
 * server renders it and hands it to the browser (the POST it sends changes nothing).
 */
export const trackingApi = api.injectEndpoints({
  endpoints: (build) => ({
    trackedOrder: build.query<TrackOrderApiResponse, { orderNumber: string }>({
      query: ({ orderNumber }) => ({
        url: '/api/orders/track-order',
        method: 'POST',
        body: { orderNumber },
      }),
    }),
  }),
});

/** Hooks of the storefront checkout, order page and order tracking (useGetOrderQuery above). */
export const { usePlaceOrderMutation } = api;
export const { useTrackedOrderQuery } = trackingApi;

/** Hook of the back-office dashboard (the screen refetches on every mount). */
export const { useGetDashboardQuery } = api;

/** Hooks of reviews, customer messages and the storefront visit beacon. */
export const {
  useCountVisitMutation,
  useDeleteReviewMutation,
  useListAllReviewsQuery,
  useListContactMessagesQuery,
  useListReviewsQuery,
  useSendContactMessageMutation,
  useSetContactMessageStatusMutation,
  useReplyToContactMessageMutation,
  useSetReviewApprovalMutation,
  useSubmitReviewMutation,
} = api;
