import { t } from '@lingui/core/macro';
import { FeedbackFormFrame } from '../../components/feedbackForm/FeedbackFormFrame';
import {
  FeedbackTextFields,
  type FeedbackTextField,
} from '../../components/feedbackForm/FeedbackTextFields';
import { serverMessage } from '../../components/errorMessage';
import { messageFailure } from '../../components/failure';
import { useSendCustomerMessageMutation } from '../../store/api/enhanced';
import { useFeedbackForm } from '../../components/feedbackForm/useFeedbackForm';
import { contactProblem, emptyContact, type ContactValues } from './contactRules';

/** The form's text fields, described at render (their labels in the page's language). */
const contactFields = (): FeedbackTextField<keyof ContactValues>[] => [
  { name: 'name', label: t`Name`, half: true, autoComplete: 'name' },
  { name: 'email', label: t`Email`, half: true, type: 'email', autoComplete: 'email' },
  { name: 'subject', label: t`Subject` },
  { name: 'message', label: t`Message`, rows: 5 },
];

/** The contact form (docs/product.md §5): name, e-mail, subject and message, all required. */
export function ContactForm() {
  const [sendMessage] = useSendCustomerMessageMutation();
  const form = useFeedbackForm<ContactValues>({
    initialValues: emptyContact,
    check: contactProblem,
    send: (body) => sendMessage({ body }).unwrap(),
    failureOf: (error) =>
      messageFailure(serverMessage(error, t`Failed to send message. Please try again.`)),
  });

  return (
    <FeedbackFormFrame form={form} submitLabel={t`Send Message`}>
      <FeedbackTextFields field={form.field} fields={contactFields()} />
    </FeedbackFormFrame>
  );
}
