import { Type } from 'typebox';
import { FEEDBACK_LIMITS } from '@shop/domain/feedback';
import { MAX_STARS, MIN_STARS } from '@shop/domain/ratings';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const Stars = Type.Integer({ minimum: MIN_STARS, maximum: MAX_STARS });
/** The perfume a review names, as the storefront shows it. */
const ReviewedPerfume = Nullable(Type.Object({ _id: Type.String(), name: Type.String() }));

export const ReviewBody = Type.Object(
  {
    name: Type.String({ maxLength: FEEDBACK_LIMITS.name }),
    city: Type.String({ maxLength: FEEDBACK_LIMITS.city }),
    phone: Type.String({ maxLength: FEEDBACK_LIMITS.phone }),
    review: Type.String({ maxLength: FEEDBACK_LIMITS.review }),
    perfumeId: Type.Optional(
      Nullable(Type.String({ format: 'uuid', description: 'The perfume reviewed, if any' })),
    ),
    stars: Type.Optional(Nullable({ ...Stars, description: '1 to 5 stars, if given' })),
  },
  { additionalProperties: false },
);

/** A review as the storefront shows it: no phone number. */
export const PublicReview = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  city: Type.String(),
  review: Type.String(),
  perfume: ReviewedPerfume,
  stars: Nullable(Stars),
  createdAt: Type.String({ format: 'date-time' }),
});

/** One page of a perfume's approved reviews, newest first, with its rating. */
export const PerfumeReviews = Type.Object({
  rating: Nullable(Type.Object({ average: Type.Number(), count: Type.Integer({ minimum: 1 }) })),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  reviews: Type.Array(PublicReview),
});

export const PerfumeReviewsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
});

export const Review = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  city: Type.String(),
  phone: Type.String(),
  review: Type.String(),
  perfume: ReviewedPerfume,
  stars: Nullable(Stars),
  isApproved: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const ApproveBody = Type.Object(
  { isApproved: Type.Boolean() },
  { additionalProperties: false },
);
export const ReviewIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** The staff's review grid filters. */
export const ReviewsFilter = Type.Object(
  {
    perfumeId: Type.Optional(Type.String({ format: 'uuid' })),
    stars: Type.Optional(Stars),
  },
  { additionalProperties: false },
);
