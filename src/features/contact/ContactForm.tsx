import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { serverMessage } from '../../components/errorMessage';
import { messageFailure } from '../../components/failure';
import { FEEDBACK_LIMITS } from '../../domain/feedback';
import { useSendContactMessageMutation } from '../../store/api/enhanced';
import { FormOutcome } from '../reviews/FormOutcome';
import { useFeedbackForm } from '../reviews/useFeedbackForm';
import { contactProblem, emptyContact, type ContactValues } from './contactRules';

const limit = (name: keyof typeof FEEDBACK_LIMITS) => ({
  htmlInput: { maxLength: FEEDBACK_LIMITS[name] },
});

/** The contact form (SPEC 5): name, e-mail, subject and message, all required. */
export function ContactForm() {
  const [sendMessage] = useSendContactMessageMutation();
  const { formik, field, failure, success, busy } = useFeedbackForm<ContactValues>({
    initialValues: emptyContact,
    check: contactProblem,
    send: (body) => sendMessage({ body }).unwrap(),
    failureOf: (error) =>
      messageFailure(serverMessage(error, 'Failed to send message. Please try again.')),
  });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
      <FormOutcome failure={failure} success={success} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('name')}
            label="Name"
            autoComplete="name"
            fullWidth
            slotProps={limit('name')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('email')}
            label="Email"
            type="email"
            autoComplete="email"
            fullWidth
            slotProps={limit('email')}
          />
        </Grid>
        <Grid size={12}>
          <TextField {...field('subject')} label="Subject" fullWidth slotProps={limit('subject')} />
        </Grid>
        <Grid size={12}>
          <TextField
            {...field('message')}
            label="Message"
            multiline
            minRows={5}
            fullWidth
            slotProps={limit('message')}
          />
        </Grid>
      </Grid>
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        size="large"
        loading={busy}
        loadingPosition="start"
        sx={{ mt: 2 }}
      >
        Send Message
      </Button>
    </Box>
  );
}
