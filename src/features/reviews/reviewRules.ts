import { ALL_FIELDS_REQUIRED, feedbackMessages, feedbackPhone } from '../../domain/feedback';
import type { SubmitReviewApiArg } from '../../store/api/generated/storefrontApi';
import type { Problem } from '../../components/feedbackForm/useFeedbackForm';

export type ReviewValues = SubmitReviewApiArg['body'];

export const emptyReview: ReviewValues = { name: '', city: '', phone: '', review: '' };

/** docs/product.md §5: every field is required; the phone must look like one (as the server checks). */
export function reviewProblem(values: ReviewValues): Problem<ReviewValues> | null {
  const empty = (Object.keys(values) as (keyof ReviewValues)[]).filter((k) => !values[k]);
  if (empty.length > 0) return { message: ALL_FIELDS_REQUIRED, fields: empty };
  if (!feedbackPhone(values.phone)) {
    return { message: feedbackMessages.invalidPhone, fields: ['phone'] };
  }
  return null;
}
