import { t } from '@lingui/core/macro';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useListReviewsQuery } from '../../store/api/enhanced';
import { CantReach } from '../../components/CantReach';
import { formatDay } from '@shop/domain/dates';
import { pageLanguage } from '../../components/pageLanguage';
import { useQueryFailure } from '../../components/useQueryFailure';

/** The approved reviews, newest first, each with name, city, text and date. */
export function ReviewList() {
  const query = useListReviewsQuery();
  const { data, failure, retry } = useQueryFailure(query, 'reviews');
  if (failure) return <CantReach onRetry={retry} heading="h3" compact />;
  if (!data) {
    return (
      <Typography color="text.secondary" role="status">
        {t`Loading reviews...`}
      </Typography>
    );
  }
  if (data.length === 0) {
    return (
      <Typography color="text.secondary">
        {t`No reviews yet. Be the first to share your experience.`}
      </Typography>
    );
  }
  return (
    <List aria-label={t`Customer reviews`} disablePadding>
      {data.map((review) => (
        <ListItem
          key={review._id}
          divider
          disableGutters
          sx={{ display: 'block', py: 2 }}
          component="li"
        >
          <Typography component="p" sx={{ fontWeight: 600 }}>
            <bdi>{review.name}</bdi>
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
              {' '}
              &middot; <bdi>{review.city}</bdi>
            </Typography>
          </Typography>
          <Typography component="p" sx={{ my: 1, overflowWrap: 'anywhere' }}>
            {review.review}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {/* Its own direction (auto): "15 Jan 2025" stays in order on Urdu pages. */}
            <time dateTime={review.createdAt} dir="auto">
              {formatDay(review.createdAt, pageLanguage())}
            </time>
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
