import type { TagTypesFromApi } from '@reduxjs/toolkit/query';
import { listTags, recordTag } from './tagRules';
import { storefrontApi, type TrackOrderApiResponse } from './generated/storefrontApi';

/**
 * The storefront's generated endpoints with the project's tag rules. The back office's endpoints
 * are injected into the same API slice by ./backOffice.ts, which only the lazily loaded staff code
 * (sign-in and the back office) imports: a shopper's first load carries none of them.
 */
export const api = storefrontApi.enhanceEndpoints<
  TagTypesFromApi<typeof storefrontApi> | 'Settings',
  never
>({
  addTagTypes: ['Settings'],
  endpoints: {
    // The storefront's and the perfume form's category choices are a list of categories too.
    getActiveCategories: { providesTags: listTags('Categories') },
    getCategory: { providesTags: recordTag('Categories') },
    getOrder: { providesTags: recordTag('Orders') },
    // Storefront checkout: an order reserves stock, so the shop's stock figures change.
    placeOrder: { invalidatesTags: ['Storefront', { type: 'Orders', id: 'LIST' }] },
    trackOrder: { invalidatesTags: [] },
    // Reviews and customer messages; the visit beacon changes nothing the client shows.
    listReviews: { providesTags: ['Reviews'] },
    listPerfumeReviews: { providesTags: ['Reviews'] },
    submitReview: { invalidatesTags: ['Reviews'] },
    sendCustomerMessage: { invalidatesTags: ['Messages'] },
    countVisit: { invalidatesTags: [] },
    // The shop's contact details: its settings, changed by a superadmin (who then sees them at
    // once); other tabs read them again on their next load.
    getShop: { providesTags: ['Settings'], keepUnusedDataFor: 3600 },
    // Checking a code at checkout changes nothing the back office has cached.
    checkDiscountCode: { invalidatesTags: [] },
  },
});

export const {
  useGetActiveCategoriesQuery,
  useGetCategoryQuery,
  useGetPublicPerfumeQuery,
  useListPublicPerfumesByCategoryQuery,
  useListPublicPerfumesQuery,
  useListPerfumeReviewsQuery,
} = api;

/** The storefront search: the results page, and the header box's suggestions. */
export const { useSearchPublicPerfumesQuery, useLazySearchPublicPerfumesQuery } = api;

/** The shop's name and contact details (footer, contact page, WhatsApp links). */
export const { useGetShopQuery } = api;

/** Checkout's Apply of a discount code. */
export const { useCheckDiscountCodeMutation } = api;

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

/** Hooks of the storefront checkout, order page (also the back office's) and order tracking. */
export const { useGetOrderQuery, usePlaceOrderMutation } = api;
export const { useTrackedOrderQuery } = trackingApi;

/** Hooks of reviews and customer messages. */
export const { useListReviewsQuery, useSendCustomerMessageMutation, useSubmitReviewMutation } = api;
