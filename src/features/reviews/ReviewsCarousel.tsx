import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useListReviewsQuery } from '../../store/api/enhanced';
import { useLogError } from '../../components/useLogError';
import { ReviewSlides } from './ReviewSlides';

/** Home page "What Our Customers Say": the approved reviews, three per slide. */
export function ReviewsCarousel() {
  const { data, error } = useListReviewsQuery();
  useLogError(error, 'reviews');
  return (
    <Box component="section" aria-labelledby="reviews-title" sx={{ bgcolor: 'grey.100', py: 6 }}>
      <Container>
        <Typography id="reviews-title" variant="h4" component="h2" align="center" gutterBottom>
          What Our Customers Say
        </Typography>
        {data && data.length > 0 ? (
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
