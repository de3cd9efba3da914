import { emptyApi as api } from '../emptyApi';
export const addTagTypes = [
  'Categories',
  'Storefront',
  'Discounts',
  'Orders',
  'Shop',
  'Reviews',
  'Messages',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getActiveCategories: build.query<GetActiveCategoriesApiResponse, GetActiveCategoriesApiArg>({
        query: (queryArg) => ({
          url: `/api/category/active`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Categories'],
      }),
      getCategory: build.query<GetCategoryApiResponse, GetCategoryApiArg>({
        query: (queryArg) => ({
          url: `/api/category/${queryArg.id}`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Categories'],
      }),
      listPublicPerfumes: build.query<ListPublicPerfumesApiResponse, ListPublicPerfumesApiArg>({
        query: (queryArg) => ({
          url: `/api/products/public`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Storefront'],
      }),
      searchPublicPerfumes: build.query<
        SearchPublicPerfumesApiResponse,
        SearchPublicPerfumesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/products/public/search`,
          params: {
            lang: queryArg.lang,
            q: queryArg.q,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['Storefront'],
      }),
      getPublicPerfume: build.query<GetPublicPerfumeApiResponse, GetPublicPerfumeApiArg>({
        query: (queryArg) => ({
          url: `/api/products/public/${queryArg.id}`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Storefront'],
      }),
      listPublicPerfumesByCategory: build.query<
        ListPublicPerfumesByCategoryApiResponse,
        ListPublicPerfumesByCategoryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/products/public/category/${queryArg.id}`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Storefront'],
      }),
      checkDiscountCode: build.mutation<CheckDiscountCodeApiResponse, CheckDiscountCodeApiArg>({
        query: (queryArg) => ({ url: `/api/discounts/check`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['Discounts'],
      }),
      countVisit: build.mutation<CountVisitApiResponse, CountVisitApiArg>({
        query: () => ({ url: `/api/visits`, method: 'POST' }),
        invalidatesTags: ['Storefront'],
      }),
      placeOrder: build.mutation<PlaceOrderApiResponse, PlaceOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/orders/`,
          method: 'POST',
          body: queryArg.body,
          headers: {
            'idempotency-key': queryArg['idempotency-key'],
          },
        }),
        invalidatesTags: ['Orders'],
      }),
      getOrder: build.query<GetOrderApiResponse, GetOrderApiArg>({
        query: (queryArg) => ({ url: `/api/orders/${queryArg.id}` }),
        providesTags: ['Orders'],
      }),
      trackOrder: build.mutation<TrackOrderApiResponse, TrackOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/orders/track-order`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['Orders'],
      }),
      getShop: build.query<GetShopApiResponse, GetShopApiArg>({
        query: () => ({ url: `/api/shop` }),
        providesTags: ['Shop'],
      }),
      submitReview: build.mutation<SubmitReviewApiResponse, SubmitReviewApiArg>({
        query: (queryArg) => ({ url: `/api/reviews/`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['Reviews'],
      }),
      listReviews: build.query<ListReviewsApiResponse, ListReviewsApiArg>({
        query: () => ({ url: `/api/reviews/` }),
        providesTags: ['Reviews'],
      }),
      listPerfumeReviews: build.query<ListPerfumeReviewsApiResponse, ListPerfumeReviewsApiArg>({
        query: (queryArg) => ({
          url: `/api/products/public/${queryArg.id}/reviews`,
          params: {
            page: queryArg.page,
          },
        }),
        providesTags: ['Storefront'],
      }),
      sendCustomerMessage: build.mutation<
        SendCustomerMessageApiResponse,
        SendCustomerMessageApiArg
      >({
        query: (queryArg) => ({ url: `/api/contacts/`, method: 'POST', body: queryArg.body }),
        invalidatesTags: ['Messages'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as storefrontApi };
export type GetActiveCategoriesApiResponse = /** status 200 Default Response */ {
  _id: string;
  name: string;
  description: string | null;
  image: string | null;
  isActive: boolean;
}[];
export type GetActiveCategoriesApiArg = {
  /** ur: Urdu names and descriptions where staff gave them; en (default): as written */
  lang?: 'en' | 'ur';
};
export type GetCategoryApiResponse = /** status 200 Default Response */ {
  _id: string;
  name: string;
  description: string | null;
  image: string | null;
  isActive: boolean;
  /** Shown instead of the name on Urdu pages; null: none */
  nameUr?: string | null;
  /** Shown instead of the description on Urdu pages; null: none */
  descriptionUr?: string | null;
};
export type GetCategoryApiArg = {
  /** ur: Urdu names and descriptions where staff gave them; en (default): as written */
  lang?: 'en' | 'ur';
  id: string;
};
export type ListPublicPerfumesApiResponse = /** status 200 Default Response */ {
  _id: string;
  name: string;
  description: string | null;
  category: {
    _id: string;
    name: string;
  };
  variants: {
    _id: string;
    size: string;
    price: number;
    stock: number;
    image: string | null;
  }[];
  rating: {
    average: number;
    count: number;
  } | null;
}[];
export type ListPublicPerfumesApiArg = {
  /** ur: Urdu names and descriptions where staff gave them; en (default): as written */
  lang?: 'en' | 'ur';
};
export type SearchPublicPerfumesApiResponse = /** status 200 Default Response */ {
  _id: string;
  name: string;
  description: string | null;
  category: {
    _id: string;
    name: string;
  };
  variants: {
    _id: string;
    size: string;
    price: number;
    stock: number;
    image: string | null;
  }[];
  rating: {
    average: number;
    count: number;
  } | null;
}[];
export type SearchPublicPerfumesApiArg = {
  /** ur: Urdu names and descriptions where staff gave them; en (default): as written */
  lang?: 'en' | 'ur';
  /** What the shopper typed: a name, category or words of the description */
  q: string;
  limit?: number;
};
export type GetPublicPerfumeApiResponse = /** status 200 Default Response */ {
  _id: string;
  name: string;
  description: string | null;
  category: {
    _id: string;
    name: string;
  };
  variants: {
    _id: string;
    size: string;
    price: number;
    stock: number;
    image: string | null;
  }[];
  rating: {
    average: number;
    count: number;
  } | null;
};
export type GetPublicPerfumeApiArg = {
  /** ur: Urdu names and descriptions where staff gave them; en (default): as written */
  lang?: 'en' | 'ur';
  id: string;
};
export type ListPublicPerfumesByCategoryApiResponse = /** status 200 Default Response */ {
  _id: string;
  name: string;
  description: string | null;
  category: {
    _id: string;
    name: string;
  };
  variants: {
    _id: string;
    size: string;
    price: number;
    stock: number;
    image: string | null;
  }[];
  rating: {
    average: number;
    count: number;
  } | null;
}[];
export type ListPublicPerfumesByCategoryApiArg = {
  /** ur: Urdu names and descriptions where staff gave them; en (default): as written */
  lang?: 'en' | 'ur';
  id: string;
};
export type CheckDiscountCodeApiResponse = /** status 200 Default Response */ {
  code: string;
  itemsTotal: number;
  /** Rs. off the items */
  discount: number;
};
export type CheckDiscountCodeApiArg = {
  body: {
    code: string;
    products: {
      productId: string;
      variantSize: string;
      quantity: number;
      price?: number;
    }[];
    /** Counts this number’s uses when given */
    customerPhone?: string;
  };
};
export type CountVisitApiResponse = unknown;
export type CountVisitApiArg = void;
export type PlaceOrderApiResponse =
  | /** status 200 Default Response */ {
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
    }
  | /** status 201 Default Response */ {
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
export type PlaceOrderApiArg = {
  /** 8 to 100 letters, digits, -, _, . or :; one per checkout attempt */
  'idempotency-key'?: string;
  body: {
    customerName: string;
    customerEmail: string;
    customerPhone: string;
    customerProvince: string;
    customerCity: string;
    customerAddress: string;
    postalcode: string;
    paymentMethod?: 'COD' | 'Card';
    /** The page's language: the order's e-mails and WhatsApp texts use it (default en) */
    language?: 'en' | 'ur';
    products: {
      productId: string;
      variantSize: string;
      quantity: number;
      price?: number;
    }[];
    /** A discount code; the server checks and prices it (empty: none) */
    discountCode?: string;
  };
};
export type GetOrderApiResponse = /** status 200 Default Response */ {
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
export type GetOrderApiArg = {
  id: string;
};
export type TrackOrderApiResponse = /** status 200 Default Response */ {
  order: {
    orderNumber: string;
    status: 'Pending' | 'Confirmed' | 'Shipped' | 'Delivered' | 'Cancelled' | 'Returned';
    createdAt: string;
    totalAmount: number;
    /** Part of totalAmount; 0: free */
    deliveryFee: number;
    /** Taken off totalAmount; 0: none */
    discount: number;
    customerName: string;
    customerPhone: string;
    customerCity: string;
    customerAddress: string;
    courier?: string | null;
    trackingNumber?: string | null;
    trackingUrl?: string | null;
    products: {
      name: string;
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
export type TrackOrderApiArg = {
  body: {
    orderNumber: string;
  };
};
export type GetShopApiResponse = /** status 200 Default Response */ {
  name: string;
  tagline: string;
  city: string;
  address: string;
  phone: string;
  whatsapp: string;
  email: string;
  social: {
    facebook: string;
    instagram: string;
    whatsapp: string;
  };
  /** The shop’s logo (an /uploads/ address); empty: none */
  logo: string;
  delivery: {
    /** Rs. where the province has no fee of its own; 0: free */
    fee: number;
    /** Rs. by province (the checkout’s values), where it differs from `fee` */
    provinceFees: {
      [key: string]: number;
    };
    /** Rs. for a city of a province, over the province’s fee; the city matched without regard to case or spaces */
    cityFees: {
      city: string;
      province: string;
      fee: number;
    }[];
    /** Orders whose items come to this or more travel free; null: no such offer */
    freeOver: number | null;
  };
  orderLimits: {
    maxUnitsPerLine: number;
    maxUnitsPerOrder: number;
  };
};
export type GetShopApiArg = void;
export type SubmitReviewApiResponse = /** status 201 Default Response */ {
  message: string;
};
export type SubmitReviewApiArg = {
  body: {
    name: string;
    city: string;
    phone: string;
    review: string;
    /** The perfume reviewed, if any */
    perfumeId?: string | null;
    /** 1 to 5 stars, if given */
    stars?: number | null;
  };
};
export type ListReviewsApiResponse = /** status 200 Default Response */ {
  _id: string;
  name: string;
  city: string;
  review: string;
  perfume: {
    _id: string;
    name: string;
  } | null;
  stars: number | null;
  createdAt: string;
}[];
export type ListReviewsApiArg = void;
export type ListPerfumeReviewsApiResponse = /** status 200 Default Response */ {
  rating: {
    average: number;
    count: number;
  } | null;
  total: number;
  page: number;
  pageSize: number;
  reviews: {
    _id: string;
    name: string;
    city: string;
    review: string;
    perfume: {
      _id: string;
      name: string;
    } | null;
    stars: number | null;
    createdAt: string;
  }[];
};
export type ListPerfumeReviewsApiArg = {
  page?: number;
  id: string;
};
export type SendCustomerMessageApiResponse = /** status 201 Default Response */ {
  message: string;
};
export type SendCustomerMessageApiArg = {
  body: {
    name: string;
    email: string;
    subject: string;
    message: string;
    phone?: string;
  };
};
export const {
  useGetActiveCategoriesQuery,
  useLazyGetActiveCategoriesQuery,
  useGetCategoryQuery,
  useLazyGetCategoryQuery,
  useListPublicPerfumesQuery,
  useLazyListPublicPerfumesQuery,
  useSearchPublicPerfumesQuery,
  useLazySearchPublicPerfumesQuery,
  useGetPublicPerfumeQuery,
  useLazyGetPublicPerfumeQuery,
  useListPublicPerfumesByCategoryQuery,
  useLazyListPublicPerfumesByCategoryQuery,
  useCheckDiscountCodeMutation,
  useCountVisitMutation,
  usePlaceOrderMutation,
  useGetOrderQuery,
  useLazyGetOrderQuery,
  useTrackOrderMutation,
  useGetShopQuery,
  useLazyGetShopQuery,
  useSubmitReviewMutation,
  useListReviewsQuery,
  useLazyListReviewsQuery,
  useListPerfumeReviewsQuery,
  useLazyListPerfumeReviewsQuery,
  useSendCustomerMessageMutation,
} = injectedRtkApi;
