import { CHECKOUT_EMAIL_PATTERN } from '@shop/domain/checkout';
import { ALL_FIELDS_REQUIRED, FEEDBACK_LIMITS, feedbackMessages } from '@shop/domain/feedback';
import type { SendCustomerMessageApiArg } from '../../store/api/generated/storefrontApi';
import type { Problem } from '../../components/feedbackForm/useFeedbackForm';

export type ContactValues = SendCustomerMessageApiArg['body'];

export const emptyContact: ContactValues = { name: '', email: '', subject: '', message: '' };

/** docs/product.md §5: every field is required; the e-mail must look like one (as the server checks). */
export function contactProblem(values: ContactValues): Problem<ContactValues> | null {
  const empty = (Object.keys(values) as (keyof ContactValues)[]).filter((k) => !values[k]);
  if (empty.length > 0) return { message: ALL_FIELDS_REQUIRED, fields: empty };
  if (!CHECKOUT_EMAIL_PATTERN.test(values.email) || values.email.length > FEEDBACK_LIMITS.email) {
    return { message: feedbackMessages.invalidEmail, fields: ['email'] };
  }
  return null;
}
