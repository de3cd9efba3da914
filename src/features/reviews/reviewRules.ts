import { ALL_FIELDS_REQUIRED, feedbackMessages, feedbackPhone } from '@shop/domain/feedback';
import type { SubmitReviewApiArg } from '../../store/api/generated/storefrontApi';
import type { Problem } from '../../components/feedbackForm/useFeedbackForm';

/** The form's fields as typed: the perfume's id and the stars are optional ('' when not given). */
export type ReviewValues = {
  name: string;
  city: string;
  phone: string;
  review: string;
  perfumeId: string;
  stars: string;
};

const REQUIRED = ['name', 'city', 'phone', 'review'] as const;

export const emptyReview: ReviewValues = {
  name: '',
  city: '',
  phone: '',
  review: '',
  perfumeId: '',
  stars: '',
};

/** docs/product.md §5: the four fields are required; the phone must look like one (as the server checks). */
export function reviewProblem(values: ReviewValues): Problem<ReviewValues> | null {
  const empty = REQUIRED.filter((k) => !values[k]);
  if (empty.length > 0) return { message: ALL_FIELDS_REQUIRED, fields: [...empty] };
  if (!feedbackPhone(values.phone)) {
    return { message: feedbackMessages.invalidPhone, fields: ['phone'] };
  }
  return null;
}

/** What the server takes: the optional perfume and stars only when given. */
export function reviewBody({
  perfumeId,
  stars,
  ...fields
}: ReviewValues): SubmitReviewApiArg['body'] {
  return {
    ...fields,
    ...(perfumeId && { perfumeId }),
    ...(stars && { stars: Number(stars) }),
  };
}
