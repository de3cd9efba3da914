import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { FeedbackFormFrame, feedbackLimit } from '../../components/feedbackForm/FeedbackFormFrame';
import { failureOf } from '../../components/failure';
import { useSubmitReviewMutation } from '../../store/api/enhanced';
import { emptyReview, reviewProblem, type ReviewValues } from './reviewRules';
import { useFeedbackForm } from '../../components/feedbackForm/useFeedbackForm';

/** The review form (docs/product.md §5): name, city, phone and review, all required. */
export function ReviewForm() {
  const [submitReview] = useSubmitReviewMutation();
  const { formik, field, failure, success, busy } = useFeedbackForm<ReviewValues>({
    initialValues: emptyReview,
    check: reviewProblem,
    send: (body) => submitReview({ body }).unwrap(),
    failureOf: (error) => failureOf(error, 'Failed to submit review. Please try again.'),
  });

  return (
    <FeedbackFormFrame
      onSubmit={formik.handleSubmit}
      busy={busy}
      failure={failure}
      success={success}
      submitLabel="Submit Review"
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
          {...field('city')}
          label="City"
          autoComplete="address-level2"
          fullWidth
          slotProps={feedbackLimit('city')}
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
          slotProps={feedbackLimit('phone')}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...field('review')}
          label="Your Review"
          multiline
          minRows={4}
          fullWidth
          slotProps={feedbackLimit('review')}
        />
      </Grid>
    </FeedbackFormFrame>
  );
}
