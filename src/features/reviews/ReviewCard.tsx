import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import type { ListReviewsApiResponse } from '../../store/api/generated/storefrontApi';

export type PublicReview = ListReviewsApiResponse[number];

/** One customer's words in quotes, with their name and city. */
export function ReviewCard({ review }: { review: PublicReview }) {
  return (
    <Card component="figure" variant="outlined" sx={{ m: 0, height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 2 }}>
        <FormatQuoteIcon
          color="secondary"
          aria-hidden
          sx={{ fontSize: 36, '[dir=rtl] &': { transform: 'scaleX(-1)' } }}
        />
        {/* In the customer's own direction (a review may be in English on an Urdu page, or the
            other way round); upright on Urdu pages, where Nastaliq has no italic. */}
        <Typography
          component="blockquote"
          dir="auto"
          sx={{
            m: 0,
            flexGrow: 1,
            fontStyle: 'italic',
            overflowWrap: 'anywhere',
            '[dir=rtl] &': { fontStyle: 'normal' },
          }}
        >
          &ldquo;{review.review}&rdquo;
        </Typography>
        <Typography component="figcaption" variant="body2">
          <strong>
            <bdi>{review.name}</bdi>
          </strong>
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            &middot; <bdi>{review.city}</bdi>
          </Typography>
        </Typography>
      </CardContent>
    </Card>
  );
}
