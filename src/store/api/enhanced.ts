import { toFormData } from './formData';
import { shopApi } from './generated/shopApi';

/**
 * The generated endpoints with the project's tag rules. Sign-in and sign-out drop every cached
 * admin response, so one admin never sees another's data. The admin list and records are one
 * tag: any change to an admin (a rename on the profile included) refreshes both.
 */
export const api = shopApi.enhanceEndpoints({
  endpoints: {
    login: { invalidatesTags: [] },
    refreshToken: { invalidatesTags: [] },
    logout: { invalidatesTags: [] },
    requestOtp: { invalidatesTags: [] },
    verifyOtp: { invalidatesTags: [] },
    resetPassword: { invalidatesTags: [] },
    listAdmins: { providesTags: ['Admins'] },
    getAdmin: { providesTags: ['Admins'] },
    createAdmin: { invalidatesTags: ['Admins'] },
    updateAdmin: { invalidatesTags: ['Admins'] },
    deactivateAdmin: { invalidatesTags: ['Admins'] },
    reactivateAdmin: { invalidatesTags: ['Admins'] },
    deleteAdmin: { invalidatesTags: ['Admins'] },
    updateUsername: { invalidatesTags: ['Admins'] },
    updatePassword: { invalidatesTags: [] },
    // Catalogue: category and perfume forms are multipart (SPEC 7). Perfume lists show category
    // names and status, and the storefront shows both, so category changes refresh them too.
    createCategory: {
      query: ({ body }) => ({ url: '/api/category/', method: 'POST', body: toFormData(body) }),
      invalidatesTags: ['Categories', 'Products', 'Storefront'],
    },
    updateCategory: {
      query: ({ id, body }) => ({
        url: `/api/category/${id}`,
        method: 'PUT',
        body: toFormData(body),
      }),
      invalidatesTags: ['Categories', 'Products', 'Storefront'],
    },
    deactivateCategory: { invalidatesTags: ['Categories', 'Products', 'Storefront'] },
    reactivateCategory: { invalidatesTags: ['Categories', 'Products', 'Storefront'] },
    createProduct: {
      query: ({ body }) => ({ url: '/api/products/', method: 'POST', body: toFormData(body) }),
      invalidatesTags: ['Products', 'Storefront'],
    },
    updateProduct: {
      query: ({ id, body }) => ({
        url: `/api/products/${id}`,
        method: 'PUT',
        body: toFormData(body),
      }),
      invalidatesTags: ['Products', 'Storefront'],
    },
    deactivateProduct: { invalidatesTags: ['Products', 'Storefront'] },
    reactivateProduct: { invalidatesTags: ['Products', 'Storefront'] },
    // Orders back office: a status change moves stock counters, seen in perfumes and the shop.
    listOrders: { providesTags: ['Orders'] },
    getOrder: { providesTags: ['Orders'] },
    updateOrderStatus: { invalidatesTags: ['Orders', 'Products', 'Storefront'] },
    // Storefront checkout: an order reserves stock, so the shop's stock figures change.
    placeOrder: { invalidatesTags: ['Storefront', 'Orders'] },
    trackOrder: { invalidatesTags: [] },
    // Dashboard: order status changes (and new orders) move its figures.
    getDashboard: { providesTags: ['Dashboard', 'Orders'] },
    // Reviews and customer messages; the visit beacon changes nothing the client shows.
    listReviews: { providesTags: ['Reviews'] },
    listAllReviews: { providesTags: ['Reviews'] },
    submitReview: { invalidatesTags: ['Reviews'] },
    setReviewApproval: { invalidatesTags: ['Reviews'] },
    deleteReview: { invalidatesTags: ['Reviews'] },
    listContactMessages: { providesTags: ['Messages'] },
    sendContactMessage: { invalidatesTags: ['Messages'] },
    setContactMessageStatus: { invalidatesTags: ['Messages'] },
    countVisit: { invalidatesTags: [] },
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
export const { useGetOrderQuery, useListOrdersQuery, useUpdateOrderStatusMutation } = api;

/** Hooks of the storefront checkout, order page and order tracking (useGetOrderQuery above). */
export const { usePlaceOrderMutation, useTrackOrderMutation } = api;

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
  useSetReviewApprovalMutation,
  useSubmitReviewMutation,
} = api;
