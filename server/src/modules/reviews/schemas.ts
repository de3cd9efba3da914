import { Type } from 'typebox';
import { FEEDBACK_LIMITS } from '../../../../src/domain/feedback';

export const ReviewBody = Type.Object(
  {
    name: Type.String({ maxLength: FEEDBACK_LIMITS.name }),
    city: Type.String({ maxLength: FEEDBACK_LIMITS.city }),
    phone: Type.String({ maxLength: FEEDBACK_LIMITS.phone }),
    review: Type.String({ maxLength: FEEDBACK_LIMITS.review }),
  },
  { additionalProperties: false },
);

/** A review as the storefront shows it: no phone number. */
export const PublicReview = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  city: Type.String(),
  review: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const Review = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  city: Type.String(),
  phone: Type.String(),
  review: Type.String(),
  isApproved: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const ApproveBody = Type.Object(
  { isApproved: Type.Boolean() },
  { additionalProperties: false },
);
export const ReviewIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
