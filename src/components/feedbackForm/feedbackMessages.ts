import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ALL_FIELDS_REQUIRED, feedbackMessages } from '@shop/domain/feedback';

/**
 * The review and contact forms' messages that come from src/domain/feedback (the forms' rules and
 * the server's answers, in English), as messages of the page's language.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  [ALL_FIELDS_REQUIRED]: msg`All fields are required`,
  [feedbackMessages.invalidPhone]: msg`Enter a valid phone number`,
  [feedbackMessages.invalidEmail]: msg`Enter a valid email`,
  [feedbackMessages.reviewSubmitted]: msg`Your review has been submitted. Thanks for your feedback!`,
  [feedbackMessages.querySubmitted]: msg`Your query has been submitted successfully!`,
};

/** A feedback message in the page's language; one it does not know, as it is. */
export function translated(message: string): string {
  const descriptor = Object.hasOwn(MESSAGES, message) ? MESSAGES[message] : undefined;
  return descriptor ? i18n._(descriptor) : message;
}
