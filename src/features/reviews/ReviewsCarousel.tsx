import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useListReviewsQuery } from '../../store/api/enhanced';
import { useLogError } from '../../components/useLogError';
import { CantReach } from '../../components/CantReach';
import { useLoadFailure } from '../../components/useLoadFailure';
import { ReviewSlides } from './ReviewSlides';

/** Home page "What Our Customers Say": the approved reviews, three per slide. */
export function ReviewsCarousel() {
  const query = useListReviewsQuery();
  const { data, error } = query;
  const { failure, retry } = useLoadFailure(query);
  useLogError(error, 'reviews');
  return (
    <Box component="section" aria-labelledby="reviews-title" sx={{ bgcolor: 'grey.100', py: 6 }}>
      <Container>
        <Typography id="reviews-title" variant="h4" component="h2" align="center" gutterBottom>
          What Our Customers Say
        </Typography>
        {failure ? (
          <CantReach onRetry={retry} heading="h3" compact />
        ) : data && data.length > 0 ? (
          <ReviewSlides reviews={data} />
        ) : (
          <Typography align="center" color="text.secondary" role="status">
            Loading reviews...
          </Typography>
        )}
      </Container>
    </Box>
  );
}
