import { t } from '@lingui/core/macro';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Stars } from '../../components/Stars';
import { ratingText } from './catalogueMessages';
import { useListPerfumeReviewsQuery } from '../../store/api/enhanced';

/** One page of a perfume's approved reviews (newest first). */
function ReviewsPage({ id, page }: { id: string; page: number }) {
  const { data } = useListPerfumeReviewsQuery({ id, page });
  return (
    <>
      {data?.reviews.map((review) => (
        <Box component="li" key={review._id} sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}>
          {review.stars && <Stars value={review.stars} />}
          <Typography sx={{ overflowWrap: 'anywhere', my: 0.5 }}>{review.review}</Typography>
          <Typography variant="body2" color="text.secondary">
            {review.name} &middot; {review.city}
          </Typography>
        </Box>
      ))}
    </>
  );
}

/**
 * A perfume's reviews on its page: the average of the stars to one decimal and how many gave
 * them, then the approved reviews newest first, five at a time. Nothing shows before approval.
 */
export function PerfumeReviews({ id }: { id: string }) {
  const [pages, setPages] = useState(1);
  const { data } = useListPerfumeReviewsQuery({ id, page: 1 });
  if (!data || data.total === 0) return null;
  const more = pages * data.pageSize < data.total;
  return (
    <Box component="section" aria-labelledby="perfume-reviews" sx={{ mt: 6, maxWidth: 720 }}>
      <Typography id="perfume-reviews" variant="h5" component="h2" gutterBottom>
        {t`Reviews`}
      </Typography>
      {data.rating && (
        <Typography sx={{ mb: 1 }}>
          <Stars value={data.rating.average} label={ratingText(data.rating)} />{' '}
          <span aria-hidden>
            {data.rating.average.toFixed(1)} ({data.rating.count})
          </span>
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {Array.from({ length: pages }, (_, at) => (
          <ReviewsPage key={at} id={id} page={at + 1} />
        ))}
      </Box>
      {more && (
        <Button variant="outlined" onClick={() => setPages(pages + 1)}>
          {t`Show more reviews`}
        </Button>
      )}
    </Box>
  );
}
