import { t } from '@lingui/core/macro';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../components/SectionCard';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';

/** /customer/reviews: write a review, and read the approved ones. */
export function CustomerReviewsPage() {
  return (
    <Container sx={{ py: 5 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t`Customer Reviews`}
      </Typography>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 5 }}>
          <SectionCard titleId="write-review-title" title={t`Write a Review`} outlined>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t`Please fill in every field. Your review appears on the site once our team has approved it; your phone number is never shown.`}
            </Typography>
            <ReviewForm />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} component="section" aria-labelledby="read-reviews-title">
          <Typography id="read-reviews-title" variant="h6" component="h2" gutterBottom>
            {t`What Our Customers Say`}
          </Typography>
          <ReviewList />
        </Grid>
      </Grid>
    </Container>
  );
}
