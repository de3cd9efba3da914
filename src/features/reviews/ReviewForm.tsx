import { select, t } from '@lingui/core/macro';
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
import { countOf, languageArg, pageLanguage } from '../../components/pageLanguage';
import { useListPublicPerfumesQuery, useSubmitReviewMutation } from '../../store/api/enhanced';
import { emptyReview, reviewBody, reviewProblem, type ReviewValues } from './reviewRules';
import { useFeedbackForm } from '../../components/feedbackForm/useFeedbackForm';

/** The form's text fields, described at render (their labels in the page's language). */
const reviewerFields = (): FeedbackTextField<keyof ReviewValues>[] => [
  { name: 'name', label: t`Name`, half: true, autoComplete: 'name' },
  { name: 'city', label: t`City`, half: true, autoComplete: 'address-level2' },
  { name: 'phone', label: t`Phone`, type: 'tel', autoComplete: 'tel', placeholder: '0300-1234567' },
];
const reviewField = (): FeedbackTextField<keyof ReviewValues>[] => [
  { name: 'review', label: t`Your Review`, rows: 4 },
];

/** A rating's words for screen readers (MUI's, in the page's language). */
const starsLabel = (value: number) => {
  const { category, count } = countOf(value);
  return select(category, { one: `${count} Star`, other: `${count} Stars` });
};

/**
 * The review form (docs/product.md §5): name, city, phone and review, all required; and, if the
 * reviewer wishes, the perfume it is about and 1 to 5 stars.
 */
export function ReviewForm() {
  const [submitReview] = useSubmitReviewMutation();
  const { data: perfumes = [] } = useListPublicPerfumesQuery(languageArg(pageLanguage()));
  const form = useFeedbackForm<ReviewValues>({
    initialValues: emptyReview,
    check: reviewProblem,
    send: (values) => submitReview({ body: reviewBody(values) }).unwrap(),
    failureOf: (error) => failureOf(error, t`Failed to submit review. Please try again.`),
  });

  const { formik, field } = form;
  return (
    <FeedbackFormFrame form={form} submitLabel={t`Submit Review`}>
      <FeedbackTextFields field={field} fields={reviewerFields()} />
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectField
          label={t`Perfume (optional)`}
          value={formik.values.perfumeId}
          onChange={(value) => void formik.setFieldValue('perfumeId', value)}
          options={[
            { value: '', label: t`Not about one perfume` },
            ...perfumes.map((p) => ({ value: p._id, label: p.name })),
          ]}
          minWidth={260}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="body2" color="text.secondary">
            {t`Stars (optional)`}
          </Typography>
          <Rating
            name="stars"
            size="large"
            getLabelText={starsLabel}
            emptyLabelText={t`Empty`}
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
      <FeedbackTextFields field={field} fields={reviewField()} />
    </FeedbackFormFrame>
  );
}
