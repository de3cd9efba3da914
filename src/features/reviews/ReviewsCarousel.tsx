import { t } from '@lingui/core/macro';
import Typography from '@mui/material/Typography';
import { useListReviewsQuery } from '../../store/api/enhanced';
import { HomeSection } from '../../components/HomeSection';
import { ReviewSlides } from './ReviewSlides';
import { useQueryFailure } from '../../components/useQueryFailure';

/** Home page "What Our Customers Say": the approved reviews, three per slide. */
export function ReviewsCarousel() {
  const query = useListReviewsQuery();
  const { data, failure, retry } = useQueryFailure(query, 'reviews');
  return (
    <HomeSection
      titleId="reviews-title"
      title={t`What Our Customers Say`}
      failure={failure}
      retry={retry}
      shaded
    >
      {data && data.length > 0 ? (
        <ReviewSlides reviews={data} />
      ) : (
        <Typography align="center" color="text.secondary" role="status">
          {t`Loading reviews...`}
        </Typography>
      )}
    </HomeSection>
  );
}
