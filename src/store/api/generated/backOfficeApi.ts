import { emptyApi as api } from '../emptyApi';
export const addTagTypes = [
  'Health',
  'Auth',
  'Admins',
  'Profile',
  'Categories',
  'Perfumes',
  'Discounts',
  'Orders',
  'Settings',
  'Reviews',
  'Messages',
  'Dashboard',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['Health'],
      }),
      getReady: build.query<GetReadyApiResponse, GetReadyApiArg>({
        query: () => ({ url: `/api/ready` }),
        providesTags: ['Health'],
      }),
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({ url: `/api/auth/login`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['Auth'],
      }),
      refreshToken: build.mutation<RefreshTokenApiResponse, RefreshTokenApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/refresh-token`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['Auth'],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/api/auth/logout`, method: 'POST' }),
        invalidatesTags: ['Auth'],
      }),
      requestOtp: build.mutation<RequestOtpApiResponse, RequestOtpApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/request-otp`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['Auth'],
      }),
      verifyOtp: build.mutation<VerifyOtpApiResponse, VerifyOtpApiArg>({
        query: (queryArg) => ({ url: `/api/auth/verify-otp`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['Auth'],
      }),
      resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/reset-password`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['Auth'],
      }),
      listAdmins: build.query<ListAdminsApiResponse, ListAdminsApiArg>({
        query: () => ({ url: `/api/auth/` }),
        providesTags: ['Admins'],
      }),
      createAdmin: build.mutation<CreateAdminApiResponse, CreateAdminApiArg>({
        query: (queryArg) => ({ url: `/api/auth/`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['Admins'],
      }),
      getAdmin: build.query<GetAdminApiResponse, GetAdminApiArg>({
        query: (queryArg) => ({ url: `/api/auth/${queryArg.id}` }),
        providesTags: ['Admins'],
      }),
      updateAdmin: build.mutation<UpdateAdminApiResponse, UpdateAdminApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.body,
        }),
        invalidatesTags: ['Admins'],
      }),
      deleteAdmin: build.mutation<DeleteAdminApiResponse, DeleteAdminApiArg>({
        query: (queryArg) => ({ url: `/api/auth/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['Admins'],
      }),
      deactivateAdmin: build.mutation<DeactivateAdminApiResponse, DeactivateAdminApiArg>({
        query: (queryArg) => ({ url: `/api/auth/${queryArg.id}/deactivate`, method: 'PATCH' }),
        invalidatesTags: ['Admins'],
      }),
      reactivateAdmin: build.mutation<ReactivateAdminApiResponse, ReactivateAdminApiArg>({
        query: (queryArg) => ({ url: `/api/auth/${queryArg.id}/reactivate`, method: 'PATCH' }),
        invalidatesTags: ['Admins'],
      }),
      updateUsername: build.mutation<UpdateUsernameApiResponse, UpdateUsernameApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/${queryArg.id}/username`,
          method: 'PUT',
          body: queryArg.body,
        }),
        invalidatesTags: ['Profile'],
      }),
      updatePassword: build.mutation<UpdatePasswordApiResponse, UpdatePasswordApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/${queryArg.id}/password`,
          method: 'PUT',
          body: queryArg.body,
        }),
        invalidatesTags: ['Profile'],
      }),
      listCategories: build.query<ListCategoriesApiResponse, ListCategoriesApiArg>({
        query: () => ({ url: `/api/category/` }),
        providesTags: ['Categories'],
      }),
      createCategory: build.mutation<CreateCategoryApiResponse, CreateCategoryApiArg>({
        query: (queryArg) => ({ url: `/api/category/`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['Categories'],
      }),
      listInactiveCategories: build.query<
        ListInactiveCategoriesApiResponse,
        ListInactiveCategoriesApiArg
      >({
        query: () => ({ url: `/api/category/inactive` }),
        providesTags: ['Categories'],
      }),
      updateCategory: build.mutation<UpdateCategoryApiResponse, UpdateCategoryApiArg>({
        query: (queryArg) => ({
          url: `/api/category/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.body,
        }),
        invalidatesTags: ['Categories'],
      }),
      deactivateCategory: build.mutation<DeactivateCategoryApiResponse, DeactivateCategoryApiArg>({
        query: (queryArg) => ({ url: `/api/category/${queryArg.id}/deactivate`, method: 'PATCH' }),
        invalidatesTags: ['Categories'],
      }),
      reactivateCategory: build.mutation<ReactivateCategoryApiResponse, ReactivateCategoryApiArg>({
        query: (queryArg) => ({ url: `/api/category/${queryArg.id}/reactivate`, method: 'PATCH' }),
        invalidatesTags: ['Categories'],
      }),
      listPerfumes: build.query<ListPerfumesApiResponse, ListPerfumesApiArg>({
        query: (queryArg) => ({
          url: `/api/products/`,
          params: {
            category: queryArg.category,
          },
        }),
        providesTags: ['Perfumes'],
      }),
      createPerfume: build.mutation<CreatePerfumeApiResponse, CreatePerfumeApiArg>({
        query: (queryArg) => ({ url: `/api/products/`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['Perfumes'],
      }),
      getPerfume: build.query<GetPerfumeApiResponse, GetPerfumeApiArg>({
        query: (queryArg) => ({ url: `/api/products/${queryArg.id}` }),
        providesTags: ['Perfumes'],
      }),
      updatePerfume: build.mutation<UpdatePerfumeApiResponse, UpdatePerfumeApiArg>({
        query: (queryArg) => ({
          url: `/api/products/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.body,
        }),
        invalidatesTags: ['Perfumes'],
      }),
      deactivatePerfume: build.mutation<DeactivatePerfumeApiResponse, DeactivatePerfumeApiArg>({
        query: (queryArg) => ({ url: `/api/products/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['Perfumes'],
      }),
      reactivatePerfume: build.mutation<ReactivatePerfumeApiResponse, ReactivatePerfumeApiArg>({
        query: (queryArg) => ({ url: `/api/products/${queryArg.id}/reactivate`, method: 'PATCH' }),
        invalidatesTags: ['Perfumes'],
      }),
      listDiscountCodes: build.query<ListDiscountCodesApiResponse, ListDiscountCodesApiArg>({
        query: () => ({ url: `/api/admin/discounts` }),
        providesTags: ['Discounts'],
      }),
      createDiscountCode: build.mutation<CreateDiscountCodeApiResponse, CreateDiscountCodeApiArg>({
        query: (queryArg) => ({ url: `/api/admin/discounts`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['Discounts'],
      }),
      updateDiscountCode: build.mutation<UpdateDiscountCodeApiResponse, UpdateDiscountCodeApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/discounts/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.body,
        }),
        invalidatesTags: ['Discounts'],
      }),
      updateOrderStatus: build.mutation<UpdateOrderStatusApiResponse, UpdateOrderStatusApiArg>({
        query: (queryArg) => ({
          url: `/api/orders/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.body,
        }),
        invalidatesTags: ['Orders'],
      }),
      listOrders: build.query<ListOrdersApiResponse, ListOrdersApiArg>({
        query: (queryArg) => ({
          url: `/api/orders`,
          params: {
            status: queryArg.status,
            search: queryArg.search,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sort: queryArg.sort,
            order: queryArg.order,
          },
        }),
        providesTags: ['Orders'],
      }),
      exportOrders: build.query<ExportOrdersApiResponse, ExportOrdersApiArg>({
        query: (queryArg) => ({
          url: `/api/orders/export`,
          params: {
            status: queryArg.status,
            search: queryArg.search,
          },
        }),
        providesTags: ['Orders'],
      }),
      exportOrdersXlsx: build.query<ExportOrdersXlsxApiResponse, ExportOrdersXlsxApiArg>({
        query: (queryArg) => ({
          url: `/api/orders/export.xlsx`,
          params: {
            status: queryArg.status,
            search: queryArg.search,
          },
        }),
        providesTags: ['Orders'],
      }),
      getOrderCustomerHistory: build.query<
        GetOrderCustomerHistoryApiResponse,
        GetOrderCustomerHistoryApiArg
      >({
        query: (queryArg) => ({ url: `/api/orders/${queryArg.id}/customer-history` }),
        providesTags: ['Orders'],
      }),
      getShopSettings: build.query<GetShopSettingsApiResponse, GetShopSettingsApiArg>({
        query: () => ({ url: `/api/admin/settings` }),
        providesTags: ['Settings'],
      }),
      updateShopSettings: build.mutation<UpdateShopSettingsApiResponse, UpdateShopSettingsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/settings`, method: 'PUT', body: queryArg.body }),
        invalidatesTags: ['Settings'],
      }),
      uploadShopLogo: build.mutation<UploadShopLogoApiResponse, UploadShopLogoApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/settings/logo`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['Settings'],
      }),
      removeShopLogo: build.mutation<RemoveShopLogoApiResponse, RemoveShopLogoApiArg>({
        query: () => ({ url: `/api/admin/settings/logo`, method: 'DELETE' }),
        invalidatesTags: ['Settings'],
      }),
      listAllReviews: build.query<ListAllReviewsApiResponse, ListAllReviewsApiArg>({
        query: (queryArg) => ({
          url: `/api/reviews/all`,
          params: {
            perfumeId: queryArg.perfumeId,
            stars: queryArg.stars,
          },
        }),
        providesTags: ['Reviews'],
      }),
      setReviewApproval: build.mutation<SetReviewApprovalApiResponse, SetReviewApprovalApiArg>({
        query: (queryArg) => ({
          url: `/api/reviews/${queryArg.id}/approve`,
          method: 'PATCH',
          body: queryArg.body,
        }),
        invalidatesTags: ['Reviews'],
      }),
      deleteReview: build.mutation<DeleteReviewApiResponse, DeleteReviewApiArg>({
        query: (queryArg) => ({ url: `/api/reviews/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['Reviews'],
      }),
      listCustomerMessages: build.query<
        ListCustomerMessagesApiResponse,
        ListCustomerMessagesApiArg
      >({
        query: () => ({ url: `/api/contacts/` }),
        providesTags: ['Messages'],
      }),
      setCustomerMessageStatus: build.mutation<
        SetCustomerMessageStatusApiResponse,
        SetCustomerMessageStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/api/contacts/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.body,
        }),
        invalidatesTags: ['Messages'],
      }),
      replyToCustomerMessage: build.mutation<
        ReplyToCustomerMessageApiResponse,
        ReplyToCustomerMessageApiArg
      >({
        query: (queryArg) => ({
          url: `/api/contacts/${queryArg.id}/reply`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['Messages'],
      }),
      getDashboard: build.query<GetDashboardApiResponse, GetDashboardApiArg>({
        query: () => ({ url: `/api/dashboard` }),
        providesTags: ['Dashboard'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as backOfficeApi };
export type GetHealthApiResponse = /** status 200 Default Response */ {
  status: 'ok';
};
export type GetHealthApiArg = void;
export type GetReadyApiResponse = /** status 200 Default Response */ {
  status: 'ready';
  mail: {
    waiting: number;
    late: number;
    oldestWaitingSeconds: number;
    failed: number;
  };
  disk: {
    status: 'ok' | 'full';
    freeBytes: number | null;
  };
  warnings: string[];
};
export type GetReadyApiArg = void;
export type LoginApiResponse = /** status 200 Default Response */ {
  accessToken: string;
  refreshToken: string;
  admin: {
    _id: string;
    name: string;
    email: string;
    role: 'admin' | 'superadmin';
    mustChangePassword?: boolean;
  };
};
export type LoginApiArg = {
  body: {
    email: string;
    password: string;
  };
};
export type RefreshTokenApiResponse = /** status 200 Default Response */ {
  accessToken: string;
  refreshToken: string;
};
export type RefreshTokenApiArg = {
  body: {
    token: string;
  };
};
export type LogoutApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type LogoutApiArg = void;
export type RequestOtpApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type RequestOtpApiArg = {
  body: {
    email: string;
  };
};
export type VerifyOtpApiResponse = /** status 200 Default Response */ {
  message: string;
  resetToken: string;
};
export type VerifyOtpApiArg = {
  body: {
    email: string;
    otp: string;
  };
};
export type ResetPasswordApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type ResetPasswordApiArg = {
  body: {
    email: string;
    newPassword: string;
    confirmPassword: string;
    resetToken?: string;
  };
};
export type ListAdminsApiResponse = /** status 200 Default Response */ {
  _id: string;
  name: string;
  email: string;
  role: 'admin' | 'superadmin';
  active: boolean;
  isRoot: boolean;
  createdBy: {
    _id: string | null;
    name: string;
  } | null;
  createdAt: string;
}[];
export type ListAdminsApiArg = void;
export type CreateAdminApiResponse = /** status 201 Default Response */ {
  message: string;
};
export type CreateAdminApiArg = {
  body: {
    name: string;
    email: string;
    password: string;
    role?: 'admin' | 'superadmin';
  };
};
export type GetAdminApiResponse = /** status 200 Default Response */ {
  _id: string;
  name: string;
  email: string;
  role: 'admin' | 'superadmin';
  active: boolean;
  isRoot: boolean;
  createdBy: {
    _id: string | null;
    name: string;
  } | null;
  createdAt: string;
};
export type GetAdminApiArg = {
  id: string;
};
export type UpdateAdminApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type UpdateAdminApiArg = {
  id: string;
  body: {
    name: string;
    email?: string;
    role: 'admin' | 'superadmin';
    active: boolean;
  };
};
export type DeleteAdminApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type DeleteAdminApiArg = {
  id: string;
};
export type DeactivateAdminApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type DeactivateAdminApiArg = {
  id: string;
};
export type ReactivateAdminApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type ReactivateAdminApiArg = {
  id: string;
};
export type UpdateUsernameApiResponse = /** status 200 Default Response */ {
  message: string;
  admin: {
    _id: string;
    name: string;
    email: string;
    role: 'admin' | 'superadmin';
  };
};
export type UpdateUsernameApiArg = {
  id: string;
  body: {
    name: string;
  };
};
export type UpdatePasswordApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type UpdatePasswordApiArg = {
  id: string;
  body: {
    currentPassword: string;
    newPassword: string;
    confirmPassword: string;
  };
};
export type ListCategoriesApiResponse = /** status 200 Default Response */ {
  _id: string;
  name: string;
  description: string | null;
  image: string | null;
  isActive: boolean;
  /** Shown instead of the name on Urdu pages; null: none */
  nameUr: string | null;
  /** Shown instead of the description on Urdu pages; null: none */
  descriptionUr: string | null;
}[];
export type ListCategoriesApiArg = void;
export type CreateCategoryApiResponse = /** status 201 Default Response */ {
  message: string;
  category: {
    _id: string;
    name: string;
    description: string | null;
    image: string | null;
    isActive: boolean;
    /** Shown instead of the name on Urdu pages; null: none */
    nameUr: string | null;
    /** Shown instead of the description on Urdu pages; null: none */
    descriptionUr: string | null;
  };
};
export type CreateCategoryApiArg = {
  body: {
    name: string;
    description?: string;
    /** Urdu name; empty for none */
    nameUr?: string;
    /** Urdu description; empty for none */
    descriptionUr?: string;
    /** An image file (JPEG, PNG, WebP, GIF or AVIF), at most 5 MB */
    image?: Blob;
  };
};
export type ListInactiveCategoriesApiResponse = /** status 200 Default Response */ {
  _id: string;
  name: string;
  description: string | null;
  image: string | null;
  isActive: boolean;
  /** Shown instead of the name on Urdu pages; null: none */
  nameUr: string | null;
  /** Shown instead of the description on Urdu pages; null: none */
  descriptionUr: string | null;
}[];
export type ListInactiveCategoriesApiArg = void;
export type UpdateCategoryApiResponse = /** status 200 Default Response */ {
  message: string;
  category: {
    _id: string;
    name: string;
    description: string | null;
    image: string | null;
    isActive: boolean;
    /** Shown instead of the name on Urdu pages; null: none */
    nameUr: string | null;
    /** Shown instead of the description on Urdu pages; null: none */
    descriptionUr: string | null;
  };
};
export type UpdateCategoryApiArg = {
  id: string;
  body: {
    name: string;
    description?: string;
    /** Urdu name; empty for none */
    nameUr?: string;
    /** Urdu description; empty for none */
    descriptionUr?: string;
    /** An image file (JPEG, PNG, WebP, GIF or AVIF), at most 5 MB */
    image?: Blob;
  };
};
export type DeactivateCategoryApiResponse = /** status 200 Default Response */ {
  message: string;
  category: {
    _id: string;
    name: string;
    description: string | null;
    image: string | null;
    isActive: boolean;
    /** Shown instead of the name on Urdu pages; null: none */
    nameUr: string | null;
    /** Shown instead of the description on Urdu pages; null: none */
    descriptionUr: string | null;
  };
};
export type DeactivateCategoryApiArg = {
  id: string;
};
export type ReactivateCategoryApiResponse = /** status 200 Default Response */ {
  message: string;
  category: {
    _id: string;
    name: string;
    description: string | null;
    image: string | null;
    isActive: boolean;
    /** Shown instead of the name on Urdu pages; null: none */
    nameUr: string | null;
    /** Shown instead of the description on Urdu pages; null: none */
    descriptionUr: string | null;
  };
};
export type ReactivateCategoryApiArg = {
  id: string;
};
export type ListPerfumesApiResponse = /** status 200 Default Response */ {
  _id: string;
  name: string;
  description: string | null;
  /** Shown instead of the name on Urdu pages; null: none */
  nameUr: string | null;
  /** Shown instead of the description on Urdu pages; null: none */
  descriptionUr: string | null;
  category: {
    _id: string;
    name: string;
    isActive: boolean;
  } | null;
  isActive: boolean;
  version: number;
  createdAt: string;
  variants: {
    _id: string;
    size: string;
    price: number;
    stock: number;
    reservedQty: number;
    shippedQty: number;
    returnedQty: number;
    image: string | null;
  }[];
}[];
export type ListPerfumesApiArg = {
  category?: string;
};
export type CreatePerfumeApiResponse = /** status 201 Default Response */ {
  message: string;
  product: {
    _id: string;
    name: string;
    description: string | null;
    /** Shown instead of the name on Urdu pages; null: none */
    nameUr: string | null;
    /** Shown instead of the description on Urdu pages; null: none */
    descriptionUr: string | null;
    category: {
      _id: string;
      name: string;
      isActive: boolean;
    } | null;
    isActive: boolean;
    version: number;
    createdAt: string;
    variants: {
      _id: string;
      size: string;
      price: number;
      stock: number;
      reservedQty: number;
      shippedQty: number;
      returnedQty: number;
      image: string | null;
    }[];
  };
};
export type CreatePerfumeApiArg = {
  body: {
    name: string;
    description?: string;
    /** Urdu name; empty for none */
    nameUr?: string;
    /** Urdu description; empty for none */
    descriptionUr?: string;
    /** Category id */
    category: string;
    /** JSON list of {size, price, stock} */
    variants: string;
    /** One image file per variant, in the order of variants */
    images: Blob[];
  };
};
export type GetPerfumeApiResponse = /** status 200 Default Response */ {
  _id: string;
  name: string;
  description: string | null;
  /** Shown instead of the name on Urdu pages; null: none */
  nameUr: string | null;
  /** Shown instead of the description on Urdu pages; null: none */
  descriptionUr: string | null;
  category: {
    _id: string;
    name: string;
    isActive: boolean;
  } | null;
  isActive: boolean;
  version: number;
  createdAt: string;
  variants: {
    _id: string;
    size: string;
    price: number;
    stock: number;
    reservedQty: number;
    shippedQty: number;
    returnedQty: number;
    image: string | null;
  }[];
};
export type GetPerfumeApiArg = {
  id: string;
};
export type UpdatePerfumeApiResponse = /** status 200 Default Response */ {
  message: string;
  product: {
    _id: string;
    name: string;
    description: string | null;
    /** Shown instead of the name on Urdu pages; null: none */
    nameUr: string | null;
    /** Shown instead of the description on Urdu pages; null: none */
    descriptionUr: string | null;
    category: {
      _id: string;
      name: string;
      isActive: boolean;
    } | null;
    isActive: boolean;
    version: number;
    createdAt: string;
    variants: {
      _id: string;
      size: string;
      price: number;
      stock: number;
      reservedQty: number;
      shippedQty: number;
      returnedQty: number;
      image: string | null;
    }[];
  };
};
export type UpdatePerfumeApiArg = {
  id: string;
  body: {
    name: string;
    description?: string;
    /** Urdu name; empty for none */
    nameUr?: string;
    /** Urdu description; empty for none */
    descriptionUr?: string;
    /** Category id */
    category: string;
    /** JSON list of {_id?, size, price, stock, image (URL or null)}; a variant without a new file keeps its image */
    variants: string;
    /** The version the form was loaded at */
    version?: string;
    'images[0]'?: Blob;
  };
};
export type DeactivatePerfumeApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type DeactivatePerfumeApiArg = {
  id: string;
};
export type ReactivatePerfumeApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type ReactivatePerfumeApiArg = {
  id: string;
};
export type ListDiscountCodesApiResponse = /** status 200 Default Response */ {
  _id: string;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minOrder: number;
  /** Pakistan time, YYYY-MM-DDTHH:mm; null: no such bound */
  startsAt: string | null;
  /** Pakistan time, YYYY-MM-DDTHH:mm; null: no such bound */
  endsAt: string | null;
  /** null: no limit */
  maxUses: number | null;
  /** null: no limit */
  maxUsesPerPhone: number | null;
  usedCount: number;
  isActive: boolean;
  updatedAt: string;
  updatedBy: string | null;
}[];
export type ListDiscountCodesApiArg = void;
export type CreateDiscountCodeApiResponse = /** status 201 Default Response */ {
  _id: string;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minOrder: number;
  /** Pakistan time, YYYY-MM-DDTHH:mm; null: no such bound */
  startsAt: string | null;
  /** Pakistan time, YYYY-MM-DDTHH:mm; null: no such bound */
  endsAt: string | null;
  /** null: no limit */
  maxUses: number | null;
  /** null: no limit */
  maxUsesPerPhone: number | null;
  usedCount: number;
  isActive: boolean;
  updatedAt: string;
  updatedBy: string | null;
};
export type CreateDiscountCodeApiArg = {
  body: {
    /** Kept in upper case, spaces removed */
    code: string;
    kind: 'percent' | 'fixed';
    /** Percent of the items (1-100) or Rs. off them */
    value: number;
    /** Rs. the items must come to; 0: any order */
    minOrder: number;
    /** Pakistan time, YYYY-MM-DDTHH:mm; null: no such bound */
    startsAt: string | null;
    /** Pakistan time, YYYY-MM-DDTHH:mm; null: no such bound */
    endsAt: string | null;
    /** null: no limit */
    maxUses: number | null;
    /** null: no limit */
    maxUsesPerPhone: number | null;
    isActive: boolean;
  };
};
export type UpdateDiscountCodeApiResponse = /** status 200 Default Response */ {
  _id: string;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minOrder: number;
  /** Pakistan time, YYYY-MM-DDTHH:mm; null: no such bound */
  startsAt: string | null;
  /** Pakistan time, YYYY-MM-DDTHH:mm; null: no such bound */
  endsAt: string | null;
  /** null: no limit */
  maxUses: number | null;
  /** null: no limit */
  maxUsesPerPhone: number | null;
  usedCount: number;
  isActive: boolean;
  updatedAt: string;
  updatedBy: string | null;
};
export type UpdateDiscountCodeApiArg = {
  id: string;
  body: {
    /** Kept in upper case, spaces removed */
    code: string;
    kind: 'percent' | 'fixed';
    /** Percent of the items (1-100) or Rs. off them */
    value: number;
    /** Rs. the items must come to; 0: any order */
    minOrder: number;
    /** Pakistan time, YYYY-MM-DDTHH:mm; null: no such bound */
    startsAt: string | null;
    /** Pakistan time, YYYY-MM-DDTHH:mm; null: no such bound */
    endsAt: string | null;
    /** null: no limit */
    maxUses: number | null;
    /** null: no limit */
    maxUsesPerPhone: number | null;
    isActive: boolean;
  };
};
export type UpdateOrderStatusApiResponse = /** status 200 Default Response */ {
  message: string;
  order: {
    _id: string;
    orderNumber: string;
    customerName: string;
    customerEmail: string;
    customerPhone: string;
    customerProvince: string;
    customerCity: string;
    customerAddress: string;
    postalcode: string;
    paymentMethod: string;
    status: 'Pending' | 'Confirmed' | 'Shipped' | 'Delivered' | 'Cancelled' | 'Returned';
    /** What is collected: itemsTotal + deliveryFee - discount */
    totalAmount: number;
    itemsTotal: number;
    /** Rs., priced by the server from the address; 0: free */
    deliveryFee: number;
    /** Rs. off the items by a discount code; 0: none */
    discount: number;
    discountCode: string | null;
    /** The language the order was placed in */
    language: 'en' | 'ur';
    createdAt: string;
    courier?: string | null;
    trackingNumber?: string | null;
    trackingUrl?: string | null;
    products: {
      productId: {
        _id: string;
        name: string;
      };
      variantSize: string;
      quantity: number;
      price: number;
    }[];
    history: {
      status: 'Pending' | 'Confirmed' | 'Shipped' | 'Delivered' | 'Cancelled' | 'Returned';
      at: string;
      by?: string | null;
      note?: string | null;
    }[];
  };
};
export type UpdateOrderStatusApiArg = {
  id: string;
  body: {
    status: 'Pending' | 'Confirmed' | 'Shipped' | 'Delivered' | 'Cancelled' | 'Returned';
    courier?:
      | 'TCS'
      | 'Leopards'
      | 'M&P'
      | 'PostEx'
      | 'Trax'
      | 'BlueEx'
      | 'Call Courier'
      | 'Pakistan Post'
      | 'Other';
    trackingNumber?: string;
    confirmedBy?: 'WhatsApp' | 'Call' | 'Other';
    note?: string;
  };
};
export type ListOrdersApiResponse = /** status 200 Default Response */ {
  orders: {
    _id: string;
    orderNumber: string;
    customerName: string;
    customerEmail: string;
    customerPhone: string;
    customerCity: string;
    paymentMethod: string;
    status: 'Pending' | 'Confirmed' | 'Shipped' | 'Delivered' | 'Cancelled' | 'Returned';
    totalAmount: number;
    createdAt: string;
  }[];
  total: number;
  page: number;
  pageSize: number;
};
export type ListOrdersApiArg = {
  status?: ('Pending' | 'Confirmed' | 'Shipped' | 'Delivered' | 'Cancelled' | 'Returned') | '';
  search?: string;
  page?: number;
  pageSize?: number;
  sort?: 'createdAt' | 'orderNumber' | 'customerName' | 'status' | 'totalAmount';
  order?: 'asc' | 'desc';
};
export type ExportOrdersApiResponse = /** status 200 CSV, one order a line */ string;
export type ExportOrdersApiArg = {
  status?: ('Pending' | 'Confirmed' | 'Shipped' | 'Delivered' | 'Cancelled' | 'Returned') | '';
  search?: string;
};
export type ExportOrdersXlsxApiResponse = /** status 200 An .xlsx workbook, one order a row */ Blob;
export type ExportOrdersXlsxApiArg = {
  status?: ('Pending' | 'Confirmed' | 'Shipped' | 'Delivered' | 'Cancelled' | 'Returned') | '';
  search?: string;
};
export type GetOrderCustomerHistoryApiResponse = /** status 200 Default Response */ {
  phone: string;
  email: string;
  byPhone: {
    orders: number;
    pending: number;
    confirmed: number;
    shipped: number;
    delivered: number;
    returned: number;
    cancelled: number;
    deliveredValue: number;
  };
  byEmail: {
    orders: number;
    pending: number;
    confirmed: number;
    shipped: number;
    delivered: number;
    returned: number;
    cancelled: number;
    deliveredValue: number;
  };
  orders: {
    _id: string;
    orderNumber: string;
    status: 'Pending' | 'Confirmed' | 'Shipped' | 'Delivered' | 'Cancelled' | 'Returned';
    totalAmount: number;
    createdAt: string;
    samePhone: boolean;
    sameEmail: boolean;
  }[];
};
export type GetOrderCustomerHistoryApiArg = {
  id: string;
};
export type GetShopSettingsApiResponse = /** status 200 Default Response */ {
  name: string;
  tagline: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  city: string;
  /** https:// only; empty for none */
  facebookUrl: string;
  /** https:// only; empty for none */
  instagramUrl: string;
  mailFromName: string;
  mailFromAddress: string;
  lowStockThreshold: number;
  /** Rs.; 0: free delivery (the default) */
  deliveryFee: number;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeePunjab: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeSindh: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeKPK: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeBalochistan: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeGilgit: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeAzadKashmir: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeIslamabad: number | null;
  /** Rs.; orders whose items come to this or more travel free; null: no such offer */
  freeDeliveryOver: number | null;
  /** Units of one size per order; 1 to 100 */
  maxUnitsPerLine: number;
  /** Units per order; at least maxUnitsPerLine, at most 10000 */
  maxUnitsPerOrder: number;
  /** Cities with a fee of their own (at most 200) */
  cityDeliveryFees: {
    /** Matched without regard to case or spaces */
    city: string;
    /** One of the checkout’s provinces */
    province: string;
    /** Rs.; over the province’s fee */
    fee: number;
  }[];
  /** The uploaded logo (POST /api/admin/settings/logo); empty: none */
  logoUrl: string;
};
export type GetShopSettingsApiArg = void;
export type UpdateShopSettingsApiResponse = /** status 200 Default Response */ {
  name: string;
  tagline: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  city: string;
  /** https:// only; empty for none */
  facebookUrl: string;
  /** https:// only; empty for none */
  instagramUrl: string;
  mailFromName: string;
  mailFromAddress: string;
  lowStockThreshold: number;
  /** Rs.; 0: free delivery (the default) */
  deliveryFee: number;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeePunjab: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeSindh: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeKPK: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeBalochistan: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeGilgit: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeAzadKashmir: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeIslamabad: number | null;
  /** Rs.; orders whose items come to this or more travel free; null: no such offer */
  freeDeliveryOver: number | null;
  /** Units of one size per order; 1 to 100 */
  maxUnitsPerLine: number;
  /** Units per order; at least maxUnitsPerLine, at most 10000 */
  maxUnitsPerOrder: number;
  /** Cities with a fee of their own (at most 200) */
  cityDeliveryFees: {
    /** Matched without regard to case or spaces */
    city: string;
    /** One of the checkout’s provinces */
    province: string;
    /** Rs.; over the province’s fee */
    fee: number;
  }[];
  /** The uploaded logo (POST /api/admin/settings/logo); empty: none */
  logoUrl: string;
};
export type UpdateShopSettingsApiArg = {
  body: {
    name: string;
    tagline: string;
    phone: string;
    whatsapp: string;
    email: string;
    address: string;
    city: string;
    /** https:// only; empty for none */
    facebookUrl: string;
    /** https:// only; empty for none */
    instagramUrl: string;
    mailFromName: string;
    mailFromAddress: string;
    lowStockThreshold: number;
    /** Rs.; 0: free delivery (the default) */
    deliveryFee?: number;
    /** Rs. for addresses in this province; null: the default fee */
    deliveryFeePunjab?: number | null;
    /** Rs. for addresses in this province; null: the default fee */
    deliveryFeeSindh?: number | null;
    /** Rs. for addresses in this province; null: the default fee */
    deliveryFeeKPK?: number | null;
    /** Rs. for addresses in this province; null: the default fee */
    deliveryFeeBalochistan?: number | null;
    /** Rs. for addresses in this province; null: the default fee */
    deliveryFeeGilgit?: number | null;
    /** Rs. for addresses in this province; null: the default fee */
    deliveryFeeAzadKashmir?: number | null;
    /** Rs. for addresses in this province; null: the default fee */
    deliveryFeeIslamabad?: number | null;
    /** Rs.; orders whose items come to this or more travel free; null: no such offer */
    freeDeliveryOver?: number | null;
    /** Units of one size per order; 1 to 100 */
    maxUnitsPerLine?: number;
    /** Units per order; at least maxUnitsPerLine, at most 10000 */
    maxUnitsPerOrder?: number;
    /** Cities with a fee of their own (at most 200) */
    cityDeliveryFees?: {
      /** Matched without regard to case or spaces */
      city: string;
      /** One of the checkout’s provinces */
      province: string;
      /** Rs.; over the province’s fee */
      fee: number;
    }[];
  };
};
export type UploadShopLogoApiResponse = /** status 200 Default Response */ {
  name: string;
  tagline: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  city: string;
  /** https:// only; empty for none */
  facebookUrl: string;
  /** https:// only; empty for none */
  instagramUrl: string;
  mailFromName: string;
  mailFromAddress: string;
  lowStockThreshold: number;
  /** Rs.; 0: free delivery (the default) */
  deliveryFee: number;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeePunjab: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeSindh: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeKPK: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeBalochistan: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeGilgit: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeAzadKashmir: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeIslamabad: number | null;
  /** Rs.; orders whose items come to this or more travel free; null: no such offer */
  freeDeliveryOver: number | null;
  /** Units of one size per order; 1 to 100 */
  maxUnitsPerLine: number;
  /** Units per order; at least maxUnitsPerLine, at most 10000 */
  maxUnitsPerOrder: number;
  /** Cities with a fee of their own (at most 200) */
  cityDeliveryFees: {
    /** Matched without regard to case or spaces */
    city: string;
    /** One of the checkout’s provinces */
    province: string;
    /** Rs.; over the province’s fee */
    fee: number;
  }[];
  /** The uploaded logo (POST /api/admin/settings/logo); empty: none */
  logoUrl: string;
};
export type UploadShopLogoApiArg = {
  body: {
    /** JPEG, PNG, WebP, GIF or AVIF; 5 MB at most */
    image: Blob;
  };
};
export type RemoveShopLogoApiResponse = /** status 200 Default Response */ {
  name: string;
  tagline: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  city: string;
  /** https:// only; empty for none */
  facebookUrl: string;
  /** https:// only; empty for none */
  instagramUrl: string;
  mailFromName: string;
  mailFromAddress: string;
  lowStockThreshold: number;
  /** Rs.; 0: free delivery (the default) */
  deliveryFee: number;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeePunjab: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeSindh: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeKPK: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeBalochistan: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeGilgit: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeAzadKashmir: number | null;
  /** Rs. for addresses in this province; null: the default fee */
  deliveryFeeIslamabad: number | null;
  /** Rs.; orders whose items come to this or more travel free; null: no such offer */
  freeDeliveryOver: number | null;
  /** Units of one size per order; 1 to 100 */
  maxUnitsPerLine: number;
  /** Units per order; at least maxUnitsPerLine, at most 10000 */
  maxUnitsPerOrder: number;
  /** Cities with a fee of their own (at most 200) */
  cityDeliveryFees: {
    /** Matched without regard to case or spaces */
    city: string;
    /** One of the checkout’s provinces */
    province: string;
    /** Rs.; over the province’s fee */
    fee: number;
  }[];
  /** The uploaded logo (POST /api/admin/settings/logo); empty: none */
  logoUrl: string;
};
export type RemoveShopLogoApiArg = void;
export type ListAllReviewsApiResponse = /** status 200 Default Response */ {
  _id: string;
  name: string;
  city: string;
  phone: string;
  review: string;
  perfume: {
    _id: string;
    name: string;
  } | null;
  stars: number | null;
  isApproved: boolean;
  createdAt: string;
}[];
export type ListAllReviewsApiArg = {
  perfumeId?: string;
  stars?: number;
};
export type SetReviewApprovalApiResponse = /** status 200 Default Response */ {
  message: string;
  review: {
    _id: string;
    name: string;
    city: string;
    phone: string;
    review: string;
    perfume: {
      _id: string;
      name: string;
    } | null;
    stars: number | null;
    isApproved: boolean;
    createdAt: string;
  };
};
export type SetReviewApprovalApiArg = {
  id: string;
  body: {
    isApproved: boolean;
  };
};
export type DeleteReviewApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type DeleteReviewApiArg = {
  id: string;
};
export type ListCustomerMessagesApiResponse = /** status 200 Default Response */ {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  phone: string | null;
  status: 'Pending' | 'Read' | 'Responded';
  createdAt: string;
  reply: string | null;
  repliedBy: string | null;
  repliedAt: string | null;
}[];
export type ListCustomerMessagesApiArg = void;
export type SetCustomerMessageStatusApiResponse = /** status 200 Default Response */ {
  message: string;
  contact: {
    _id: string;
    name: string;
    email: string;
    subject: string;
    message: string;
    phone: string | null;
    status: 'Pending' | 'Read' | 'Responded';
    createdAt: string;
    reply: string | null;
    repliedBy: string | null;
    repliedAt: string | null;
  };
};
export type SetCustomerMessageStatusApiArg = {
  id: string;
  body: {
    status: 'Pending' | 'Read' | 'Responded';
  };
};
export type ReplyToCustomerMessageApiResponse = /** status 200 Default Response */ {
  message: string;
  contact: {
    _id: string;
    name: string;
    email: string;
    subject: string;
    message: string;
    phone: string | null;
    status: 'Pending' | 'Read' | 'Responded';
    createdAt: string;
    reply: string | null;
    repliedBy: string | null;
    repliedAt: string | null;
  };
};
export type ReplyToCustomerMessageApiArg = {
  id: string;
  body: {
    reply: string;
  };
};
export type GetDashboardApiResponse = /** status 200 Default Response */ {
  kpis: {
    /** Cash collected: the value of Delivered orders. Booked: the value of orders still Pending, Confirmed or Shipped, not paid for yet. */
    totalSales: number;
    /** Booked, not collected yet: see totalSales. */
    bookedSales: number;
    /** Every order placed, whatever its status. */
    totalOrders: number;
    /** Orders waiting to be shipped: Pending and Confirmed. */
    pendingOrders: number;
    /** Orders that brought no money: Cancelled and Returned. */
    cancelledReturned: number;
    /** Different customers who have ordered, told apart by e-mail address. */
    customers: number;
    /** Units that can still be sold: stock less the units held by open orders, over active perfumes. */
    products: number;
    /** Rupees taken off by discount codes on orders that count as sales (Pending, Confirmed, Shipped or Delivered), and how many such orders used a code. */
    discounts?: number;
    /** Orders counted in discounts: see discounts. */
    discountedOrders?: number;
    /** Delivery charges collected: the delivery fees of Delivered orders (cash on delivery is paid on delivery), and how many of them paid one. */
    delivery?: number;
    /** Orders counted in delivery: see delivery. */
    deliveryOrders?: number;
    /** Staff accounts that can sign in (admins and superadmins). */
    activeAdmins?: number;
    /** Visiting sessions of the last 30 days that placed an order ÷ all visiting sessions of those days × 100. A session is one browser session on one day, so the rate stays between 0 and 100%. */
    conversionRate?: number | null;
    /** Value of Returned orders ÷ value of Delivered and Returned orders × 100. Shown once an order has been delivered or returned. */
    refundPercentage?: number | null;
    /** Next month's sales (orders Pending, Confirmed, Shipped or Delivered, as in Monthly Sales): a least-squares trend over the last 6 complete months since the first sale; their average with fewer than 3 months or when the trend falls to zero; this month's pace before a month is complete. */
    forecast?: number | null;
  };
  charts: {
    monthlySales: {
      label: string;
      total: number;
    }[];
    orderStatus: {
      Pending: number;
      Confirmed: number;
      Shipped: number;
      Delivered: number;
      Cancelled: number;
      Returned: number;
    };
    topProducts: {
      _id: string;
      name: string;
      totalQty: number;
    }[];
    salesByCategory: {
      category: string;
      total: number;
    }[];
  };
  tables: {
    recentOrders: {
      _id: string;
      orderNumber: string;
      customerName: string;
      status: string;
      totalAmount: number;
    }[];
    lowStock: {
      _id: string;
      product: string;
      variant: string;
      stock: number;
    }[];
  };
};
export type GetDashboardApiArg = void;
export const {
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useGetReadyQuery,
  useLazyGetReadyQuery,
  useLoginMutation,
  useRefreshTokenMutation,
  useLogoutMutation,
  useRequestOtpMutation,
  useVerifyOtpMutation,
  useResetPasswordMutation,
  useListAdminsQuery,
  useLazyListAdminsQuery,
  useCreateAdminMutation,
  useGetAdminQuery,
  useLazyGetAdminQuery,
  useUpdateAdminMutation,
  useDeleteAdminMutation,
  useDeactivateAdminMutation,
  useReactivateAdminMutation,
  useUpdateUsernameMutation,
  useUpdatePasswordMutation,
  useListCategoriesQuery,
  useLazyListCategoriesQuery,
  useCreateCategoryMutation,
  useListInactiveCategoriesQuery,
  useLazyListInactiveCategoriesQuery,
  useUpdateCategoryMutation,
  useDeactivateCategoryMutation,
  useReactivateCategoryMutation,
  useListPerfumesQuery,
  useLazyListPerfumesQuery,
  useCreatePerfumeMutation,
  useGetPerfumeQuery,
  useLazyGetPerfumeQuery,
  useUpdatePerfumeMutation,
  useDeactivatePerfumeMutation,
  useReactivatePerfumeMutation,
  useListDiscountCodesQuery,
  useLazyListDiscountCodesQuery,
  useCreateDiscountCodeMutation,
  useUpdateDiscountCodeMutation,
  useUpdateOrderStatusMutation,
  useListOrdersQuery,
  useLazyListOrdersQuery,
  useExportOrdersQuery,
  useLazyExportOrdersQuery,
  useExportOrdersXlsxQuery,
  useLazyExportOrdersXlsxQuery,
  useGetOrderCustomerHistoryQuery,
  useLazyGetOrderCustomerHistoryQuery,
  useGetShopSettingsQuery,
  useLazyGetShopSettingsQuery,
  useUpdateShopSettingsMutation,
  useUploadShopLogoMutation,
  useRemoveShopLogoMutation,
  useListAllReviewsQuery,
  useLazyListAllReviewsQuery,
  useSetReviewApprovalMutation,
  useDeleteReviewMutation,
  useListCustomerMessagesQuery,
  useLazyListCustomerMessagesQuery,
  useSetCustomerMessageStatusMutation,
  useReplyToCustomerMessageMutation,
  useGetDashboardQuery,
  useLazyGetDashboardQuery,
} = injectedRtkApi;
