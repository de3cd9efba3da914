import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { failureOf } from '../../components/failure';
import { FEEDBACK_LIMITS } from '../../domain/feedback';
import { useSubmitReviewMutation } from '../../store/api/enhanced';
import { FormOutcome } from './FormOutcome';
import { emptyReview, reviewProblem, type ReviewValues } from './reviewRules';
import { useFeedbackForm } from './useFeedbackForm';

const limit = (name: keyof typeof FEEDBACK_LIMITS) => ({
  htmlInput: { maxLength: FEEDBACK_LIMITS[name] },
});

/** The review form (SPEC 5): name, city, phone and review, all required. */
export function ReviewForm() {
  const [submitReview] = useSubmitReviewMutation();
  const { formik, field, failure, success, busy } = useFeedbackForm<ReviewValues>({
    initialValues: emptyReview,
    check: reviewProblem,
    send: (body) => submitReview({ body }).unwrap(),
    failureOf: (error) => failureOf(error, 'Failed to submit review. Please try again.'),
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
            {...field('city')}
            label="City"
            autoComplete="address-level2"
            fullWidth
            slotProps={limit('city')}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            {...field('phone')}
            label="Phone"
            type="tel"
            autoComplete="tel"
            placeholder="0300-1234567"
            fullWidth
            slotProps={limit('phone')}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            {...field('review')}
            label="Your Review"
            multiline
            minRows={4}
            fullWidth
            slotProps={limit('review')}
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
        Submit Review
      </Button>
    </Box>
  );
}
