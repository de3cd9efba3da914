import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useListReviewsQuery } from '../../store/api/enhanced';
import { CantReach } from '../../components/CantReach';
import { formatDay } from '@shop/domain/dates';
import { useQueryFailure } from '../../components/useQueryFailure';

/** The approved reviews, newest first, each with name, city, text and date. */
export function ReviewList() {
  const query = useListReviewsQuery();
  const { data, failure, retry } = useQueryFailure(query, 'reviews');
  if (failure) return <CantReach onRetry={retry} heading="h3" compact />;
  if (!data) {
    return (
      <Typography color="text.secondary" role="status">
        Loading reviews...
      </Typography>
    );
  }
  if (data.length === 0) {
    return (
      <Typography color="text.secondary">
        No reviews yet. Be the first to share your experience.
      </Typography>
    );
  }
  return (
    <List aria-label="Customer reviews" disablePadding>
      {data.map((review) => (
        <ListItem
          key={review._id}
          divider
          disableGutters
          sx={{ display: 'block', py: 2 }}
          component="li"
        >
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {review.name}
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
              {' '}
              &middot; {review.city}
            </Typography>
          </Typography>
          <Typography component="p" sx={{ my: 1, overflowWrap: 'anywhere' }}>
            {review.review}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={review.createdAt}>{formatDay(review.createdAt)}</time>
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
