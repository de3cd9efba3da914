import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { FeedbackFormFrame, feedbackLimit } from '../../components/feedbackForm/FeedbackFormFrame';
import { serverMessage } from '../../components/errorMessage';
import { messageFailure } from '../../components/failure';
import { useSendCustomerMessageMutation } from '../../store/api/enhanced';
import { useFeedbackForm } from '../../components/feedbackForm/useFeedbackForm';
import { contactProblem, emptyContact, type ContactValues } from './contactRules';

/** The contact form (docs/product.md §5): name, e-mail, subject and message, all required. */
export function ContactForm() {
  const [sendMessage] = useSendCustomerMessageMutation();
  const { formik, field, failure, success, busy } = useFeedbackForm<ContactValues>({
    initialValues: emptyContact,
    check: contactProblem,
    send: (body) => sendMessage({ body }).unwrap(),
    failureOf: (error) =>
      messageFailure(serverMessage(error, 'Failed to send message. Please try again.')),
  });

  return (
    <FeedbackFormFrame
      onSubmit={formik.handleSubmit}
      busy={busy}
      failure={failure}
      success={success}
      submitLabel="Send Message"
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...field('name')}
          label="Name"
          autoComplete="name"
          fullWidth
          slotProps={feedbackLimit('name')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          autoComplete="email"
          fullWidth
          slotProps={feedbackLimit('email')}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...field('subject')}
          label="Subject"
          fullWidth
          slotProps={feedbackLimit('subject')}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...field('message')}
          label="Message"
          multiline
          minRows={5}
          fullWidth
          slotProps={feedbackLimit('message')}
        />
      </Grid>
    </FeedbackFormFrame>
  );
}
