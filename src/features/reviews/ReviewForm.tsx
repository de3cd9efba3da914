import Grid from '@mui/material/Grid';
import Rating from '@mui/material/Rating';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SelectField } from '../../components/SelectField';
import { FeedbackFormFrame } from '../../components/feedbackForm/FeedbackFormFrame';
import {
  FeedbackTextFields,
  type FeedbackTextField,
} from '../../components/feedbackForm/FeedbackTextFields';
import { failureOf } from '../../components/failure';
import { useListPublicPerfumesQuery, useSubmitReviewMutation } from '../../store/api/enhanced';
import { emptyReview, reviewBody, reviewProblem, type ReviewValues } from './reviewRules';
import { useFeedbackForm } from '../../components/feedbackForm/useFeedbackForm';

const REVIEWER_FIELDS: FeedbackTextField<keyof ReviewValues>[] = [
  { name: 'name', label: 'Name', half: true, autoComplete: 'name' },
  { name: 'city', label: 'City', half: true, autoComplete: 'address-level2' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', placeholder: '0300-1234567' },
];
const REVIEW_FIELD: FeedbackTextField<keyof ReviewValues>[] = [
  { name: 'review', label: 'Your Review', rows: 4 },
];

/**
 * The review form (docs/product.md §5): name, city, phone and review, all required; and, if the
 * reviewer wishes, the perfume it is about and 1 to 5 stars.
 */
export function ReviewForm() {
  const [submitReview] = useSubmitReviewMutation();
  const { data: perfumes = [] } = useListPublicPerfumesQuery({});
  const form = useFeedbackForm<ReviewValues>({
    initialValues: emptyReview,
    check: reviewProblem,
    send: (values) => submitReview({ body: reviewBody(values) }).unwrap(),
    failureOf: (error) => failureOf(error, 'Failed to submit review. Please try again.'),
  });

  const { formik, field } = form;
  return (
    <FeedbackFormFrame form={form} submitLabel="Submit Review">
      <FeedbackTextFields field={field} fields={REVIEWER_FIELDS} />
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectField
          label="Perfume (optional)"
          value={formik.values.perfumeId}
          onChange={(value) => void formik.setFieldValue('perfumeId', value)}
          options={[
            { value: '', label: 'Not about one perfume' },
            ...perfumes.map((p) => ({ value: p._id, label: p.name })),
          ]}
          minWidth={260}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="body2" color="text.secondary">
            Stars (optional)
          </Typography>
          <Rating
            name="stars"
            size="large"
            // Each star a finger-sized target (44 px), as every tap target on a phone.
            sx={{
              '& .MuiRating-icon': {
                width: 44,
                height: 44,
                alignItems: 'center',
                justifyContent: 'center',
              },
            }}
            value={formik.values.stars ? Number(formik.values.stars) : null}
            onChange={(_, value) => void formik.setFieldValue('stars', value ? String(value) : '')}
          />
        </Box>
      </Grid>
      <FeedbackTextFields field={field} fields={REVIEW_FIELD} />
    </FeedbackFormFrame>
  );
}
