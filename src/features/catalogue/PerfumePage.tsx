import { t } from '@lingui/core/macro';
import { Suspense, lazy, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SelectField } from '../../components/SelectField';
import { formatRs } from '@shop/domain/money';
import { useGetPublicPerfumeQuery } from '../../store/api/enhanced';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  itemAdded,
  selectCartLines,
  selectCartRestored,
  type CartLine,
} from '../../store/cartSlice';
import { lineAllowance } from '@shop/domain/orderLimits';
import { limitText, stockText } from '../../components/limitMessages';
import { useOrderLimits } from '../../components/useOrderLimits';
import { FreeDeliveryNote } from '../../components/FreeDeliveryNote';
import { PerfumeGallery } from './PerfumeGallery';
import { PerfumeReviews } from './PerfumeReviews';
import { QuantityStepper } from './QuantityStepper';
import { useHydrated } from '../../components/useHydrated';
import { ReplayEarlyTaps, type EarlyTap } from '../../components/earlyTaps';
import { LoadFailedPage } from '../../components/LoadFailedPage';
import { useQueryFailure } from '../../components/useQueryFailure';
import { languageArg, pageLanguage } from '../../components/pageLanguage';

/** What the page says when there is no such perfume. */
const notFound = () => ({
  title: t`We couldn't find that perfume`,
  text: t`It may have been removed from the shop. Have a look at our other perfumes.`,
});

const AddedToCart = lazy(() => import('./AddedToCart').then((m) => ({ default: m.AddedToCart })));

/** /product/{id}: gallery, sizes, quantity, Add to Cart and Buy Now. */
export function PerfumePage() {
  const { id = '' } = useParams();
  const query = useGetPublicPerfumeQuery({ id, ...languageArg(pageLanguage()) });
  const { data: perfume, failure, retry } = useQueryFailure(query, 'product');
  // The size chosen on this perfume's page; until one is, the first that can be bought.
  const [chosen, setChosen] = useState<{ id: string; index: number } | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  // The confirmation's code (MUI's snackbar) loads with the first Add to Cart.
  const [everAdded, setEverAdded] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const limits = useOrderLimits();
  // The stored cart is read after the first render (the server has none).
  const storedCart = useAppSelector(selectCartLines);
  const cart = hydrated ? storedCart : [];
  // Ready for the taps made before the scripts ran: React runs the page and the cart is back.
  const ready = useAppSelector(selectCartRestored) && hydrated;

  if (failure) return <LoadFailedPage failure={failure} retry={retry} notFound={notFound()} />;
  if (!perfume) {
    return (
      <Container sx={{ py: 8 }}>
        <Typography align="center" color="text.secondary" role="status">
          {t`Loading product...`}
        </Typography>
      </Container>
    );
  }

  const firstBuyable = Math.max(
    0,
    perfume.variants.findIndex((v) => v.stock > 0),
  );
  const selected = chosen?.id === id ? chosen.index : firstBuyable;
  const variant = perfume.variants[selected] ?? perfume.variants[0];
  const soldOut = !variant || variant.stock < 1;
  // What one order may hold of this size, less what the cart already holds of it.
  const isThisSize = (l: CartLine) => l.productId === perfume._id && l.size === variant?.size;
  const inCart = cart.find(isThisSize)?.quantity ?? 0;
  const otherUnits = cart
    .filter((l) => !isThisSize(l) && !l.unavailable)
    .reduce((sum, l) => sum + l.quantity, 0);
  const allowance = lineAllowance({ available: variant?.stock ?? 0, otherUnits }, limits);
  const addable = Math.max(0, allowance.max - inCart);
  // The cart's share: of this size, or of the whole order when that is the limit met.
  const counted = allowance.limit === 'order' ? otherUnits + inCart : inCart;
  const limitMessage = limitText(allowance.limit, limits, variant?.stock ?? 0);
  const whyNoMore = counted > 0 ? t`${limitMessage}; ${counted} in your cart` : limitMessage;
  const full = !soldOut && addable < 1;
  const unavailable = soldOut || full || !hydrated;
  const shownQuantity = Math.max(1, Math.min(quantity, addable));
  // "Only 3 left" once, under the quantity when it is at the stock, else on its own line.
  const stepperSaysIt =
    !unavailable && allowance.limit === 'stock' && counted === 0 && shownQuantity >= addable;
  const notice = stepperSaysIt ? null : stockText(variant?.stock ?? 0);
  const chooseSize = (index: number) => {
    setChosen({ id, index });
    setQuantity(1);
  };
  const line = (): CartLine => ({
    productId: perfume._id,
    size: variant!.size,
    quantity: shownQuantity,
    name: perfume.name,
    price: variant!.price,
    image: variant!.image,
    stock: variant!.stock,
  });
  const add = () => {
    dispatch(itemAdded(line()));
    setAdded(true);
    setEverAdded(true);
  };
  const buy = () => navigate('/checkout', { state: { items: [line()] } });
  // Until React runs the page, Add to Cart and Buy Now are answered by the page's head (busy,
  // "Adding..."), and the sizes and quantity wait: a tap is for the size and quantity shown.
  // A tap for this perfume and size (the sizes and quantity waited for React), unless the cart,
  // now back, leaves no room: then the page says why.
  const replayed = (run: () => void) => (tap: EarlyTap) => {
    if (!unavailable && tap.earlyPerfume === perfume._id && tap.earlySize === variant?.size) run();
  };
  const early = (action: string, busy: string) => ({
    'data-early': action,
    'data-early-busy': busy,
    'data-early-perfume': perfume._id,
    'data-early-size': variant?.size,
  });

  return (
    <Container sx={{ py: 5 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Box>
          <PerfumeGallery perfume={perfume} selected={selected} onSelect={chooseSize} />
        </Box>
        <Box>
          <Typography variant="h4" component="h1" gutterBottom>
            {perfume.name}
          </Typography>
          {perfume.description && <Typography sx={{ mb: 2 }}>{perfume.description}</Typography>}
          <Box sx={{ mb: 3 }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} aria-live="polite">
              {variant ? formatRs(variant.price) : ''}
            </Typography>
            <FreeDeliveryNote />
          </Box>
          <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
            <SelectField
              label={t`Size`}
              value={String(selected)}
              onChange={(value) => chooseSize(Number(value))}
              options={perfume.variants.map((v, index) => ({
                value: String(index),
                label: v.size,
              }))}
            />
            <QuantityStepper
              value={shownQuantity}
              max={Math.max(1, addable)}
              onChange={setQuantity}
              disabled={unavailable}
              limitMessage={whyNoMore}
            />
            {notice && (
              <Typography color={soldOut ? 'error' : 'text.primary'} sx={{ fontWeight: 600 }}>
                {notice}
              </Typography>
            )}
            {full && <Typography color="error">{whyNoMore}</Typography>}
            <Stack direction="row" spacing={2}>
              <Button
                variant="outlined"
                size="large"
                disabled={soldOut || full}
                onClick={add}
                {...early('add', t`Adding...`)}
              >
                <span className="early-label">{t`Add to Cart`}</span>
              </Button>
              <Button
                variant="contained"
                color="secondary"
                size="large"
                disabled={soldOut || full}
                onClick={buy}
                {...early('buy', t`Opening...`)}
              >
                <span className="early-label">{t`Buy Now`}</span>
              </Button>
            </Stack>
          </Stack>
        </Box>
      </Box>
      <PerfumeReviews id={perfume._id} />
      <ReplayEarlyTaps ready={ready} replay={{ add: replayed(add), buy: replayed(buy) }} />
      {everAdded && (
        <Suspense fallback={null}>
          <AddedToCart open={added} onClose={() => setAdded(false)} />
        </Suspense>
      )}
    </Container>
  );
}
