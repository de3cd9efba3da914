import { t } from '@lingui/core/macro';
import { RouterLink } from '../../components/RouterLink';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatRs } from '@shop/domain/money';
import { anySizeInStock } from '@shop/domain/stock';
import { ratingText } from './catalogueMessages';
import { Stars } from '../../components/Stars';
import type { ListPublicPerfumesApiResponse } from '../../store/api/generated/storefrontApi';
import { CARD_SIZES } from './imageSizes';
import { PerfumeImage } from '../../components/PerfumeImage';

export type PublicPerfume = ListPublicPerfumesApiResponse[number];

/** The level of a card's heading: one below the heading of the list it is in. */
export type CardHeading = 'h2' | 'h3';

/** A perfume in a grid: first size's image, name, size and price, linking to its page. */
export function PerfumeCard({
  perfume,
  eager,
  heading = 'h3',
}: {
  perfume: PublicPerfume;
  eager?: boolean;
  heading?: CardHeading;
}) {
  const first = perfume.variants[0];
  return (
    <Card sx={{ height: '100%' }} variant="outlined">
      <CardActionArea component={RouterLink} to={`/product/${perfume._id}`} sx={{ height: '100%' }}>
        <PerfumeImage src={first?.image} alt={perfume.name} sizes={CARD_SIZES} eager={eager} />
        <CardContent>
          <Typography variant="h6" component={heading} sx={{ fontSize: '1.05rem' }}>
            {perfume.name}
          </Typography>
          {first && (
            <>
              <Typography variant="body2" color="text.secondary">
                {first.size}
              </Typography>
              <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{formatRs(first.price)}</Typography>
            </>
          )}
          {perfume.rating && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              <Stars value={perfume.rating.average} label={ratingText(perfume.rating)} />{' '}
              <span aria-hidden>
                {perfume.rating.average.toFixed(1)} ({perfume.rating.count})
              </span>
            </Typography>
          )}
          {!anySizeInStock(perfume.variants) && (
            <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
              {t`Out of stock`}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
