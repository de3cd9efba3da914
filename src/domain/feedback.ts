import { westernDigits } from './phone';

/** Rules of the public review and contact forms (docs/product.md §4, 5), shared with the server. */
export const ALL_FIELDS_REQUIRED = 'All fields are required';

export const FEEDBACK_LIMITS = {
  name: 100,
  city: 100,
  phone: 20,
  review: 2000,
  email: 254,
  subject: 200,
  message: 5000,
  reply: 5000,
} as const;

export const feedbackMessages = {
  reviewSubmitted: 'Your review has been submitted. Thanks for your feedback!',
  querySubmitted: 'Your query has been submitted successfully!',
  invalidPhone: 'Enter a valid phone number',
  invalidEmail: 'Enter a valid email',
  replyRequired: 'Write the answer to send.',
  replySent: 'Reply sent by e-mail',
  alreadyAnswered: 'This message has already been answered.',
} as const;

/** Digits with an optional leading +, spaces or dashes: 7 to 20 characters. */
export const FEEDBACK_PHONE_PATTERN = /^\+?[\d][\d\s-]{5,18}\d$/;

/**
 * A review's phone as it is kept: Urdu and Arabic-Indic digits read as 0-9 (src/domain/phone.ts),
 * surrounding spaces dropped; null when it does not look like a phone number.
 */
export function feedbackPhone(typed: string): string | null {
  const phone = westernDigits(typed).trim();
  return FEEDBACK_PHONE_PATTERN.test(phone) ? phone : null;
}

export const MESSAGE_STATUSES = ['Pending', 'Read', 'Responded'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Messages move Pending -> Read -> Responded only. */
export function nextMessageStatus(status: MessageStatus): MessageStatus | null {
  return status === 'Pending' ? 'Read' : status === 'Read' ? 'Responded' : null;
}

/** The form's values with surrounding spaces removed. */
export function trimFields<T extends Record<string, string>>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()])) as T;
}

/** One 'All fields are required' problem per empty field, named as the form names it. */
export function missingFields(fields: Record<string, string>): { param: string; msg: string }[] {
  return Object.entries(fields)
    .filter(([, value]) => !value.trim())
    .map(([param]) => ({ param, msg: ALL_FIELDS_REQUIRED }));
}
