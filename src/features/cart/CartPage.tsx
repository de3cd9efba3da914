import { select, t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import Typography from '@mui/material/Typography';
import { orderTotal } from '@shop/domain/money';
import { chargesDelivery, pricesByCity } from '@shop/domain/delivery';
import { useDeliveryRates } from '../../components/useDeliveryRates';
import { formatRs } from '@shop/domain/money';
import { useListPublicPerfumesQuery } from '../../store/api/enhanced';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useLogError } from '../../components/useLogError';
import { needsRefresh, offersFor, toCheckoutItem } from './catalogueOffers';
import {
  itemRemoved,
  linesRefreshed,
  quantityChanged,
  selectCartLines,
  selectCartRestored,
  type CartLine,
} from '../../store/cartSlice';
import { CartRow } from './CartRow';
import { lineAllowance, linesOverLimits } from '@shop/domain/orderLimits';
import { useOrderLimits } from '../../components/useOrderLimits';
import { narrowerThan, stackedTableSx } from '../../components/narrowTable';
import { StackedTableHead } from '../../components/StackedTableHead';
import { countOf, keptLeftToRight, languageArg, pageLanguage } from '../../components/pageLanguage';

/** Seven columns need about this much room; narrower, each line stacks beside its image. */
const NARROW = narrowerThan(760);

const stackedSx = {
  [NARROW]: {
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: '64px minmax(0, 1fr) auto 40px',
      columnGap: 1.5,
      rowGap: 0.5,
      alignItems: 'center',
      py: 1.5,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& .image': { gridColumn: 1, gridRow: '1 / span 3', alignSelf: 'start', width: 'auto' },
    '& .name': { gridColumn: '2 / 4', gridRow: 1, fontWeight: 500, overflowWrap: 'anywhere' },
    '& .remove': { gridColumn: 4, gridRow: 1, justifySelf: 'end', alignSelf: 'start' },
    '& .size': { gridColumn: 2, gridRow: 2, color: 'text.secondary' },
    '& .price': { gridColumn: '3 / 5', gridRow: 2, color: 'text.secondary' },
    '& .quantity': { gridColumn: 2, gridRow: 3 },
    '& .subtotal': { gridColumn: '3 / 5', gridRow: 3, fontWeight: 500, whiteSpace: 'nowrap' },
  },
} as const;

/** Stacked, a line's price reads "Rs. 2,500 each" (the word for the eye only), in the page's language. */
const eachSx = (each: string) => ({
  [NARROW]: { '& .price::after': { content: `${JSON.stringify(` ${each}`)} / ""` } },
});

const orderable = (line: CartLine): line is CartLine & { price: number } =>
  !line.unavailable && line.price !== undefined;

/** Said above the summary when some lines can no longer be ordered. */
const leftOutNotice = (n: number) => {
  const { category, count } = countOf(n);
  return select(category, {
    one: 'One item can no longer be ordered and will be left out of your order.',
    other: `${count} items can no longer be ordered and will be left out of your order.`,
  });
};

/** /cart: the cart's lines checked against the catalogue, the total, and on to checkout. */
export function CartPage() {
  const lines = useAppSelector(selectCartLines);
  // The cart comes back from sessionStorage just after the page starts (the server has none).
  const restored = useAppSelector(selectCartRestored);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const limits = useOrderLimits();
  // Prices and stock move: check the cart against the catalogue as it is now.
  const {
    data: perfumes,
    error,
    isFetching,
  } = useListPublicPerfumesQuery(
    // The names in the page's language: a line added on a page in the other language follows.
    languageArg(pageLanguage()),
    {
      refetchOnMountOrArgChange: true,
    },
  );
  useLogError(error, 'products for the cart');

  useEffect(() => {
    if (!perfumes) return;
    const offers = offersFor(perfumes, lines);
    if (needsRefresh(lines, offers)) dispatch(linesRefreshed({ offers }));
  }, [perfumes, lines, dispatch]);

  if (!restored) {
    return (
      <Container sx={{ py: 5 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t`Your Cart`}
        </Typography>
        <Typography role="status">{t`Loading cart...`}</Typography>
      </Container>
    );
  }

  if (lines.length === 0) {
    return (
      <Container sx={{ py: 5 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t`Your Cart`}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t`Your cart is empty.`}</Typography>
        <Button component={RouterLink} to="/shop" variant="contained" color="secondary">
          {t`Continue Shopping`}
        </Button>
      </Container>
    );
  }

  const ready = lines.filter(orderable);
  // What one order may hold: each line's most, and the lines over it (with what to lower them to).
  const readyUnits = ready.reduce((sum, line) => sum + line.quantity, 0);
  const over = linesOverLimits(
    ready.map((line) => ({ quantity: line.quantity, available: line.stock })),
    limits,
  );
  const overOf = (line: CartLine) => over.find((o) => ready[o.index] === line);
  const allowanceOf = (line: CartLine) =>
    lineAllowance(
      {
        available: line.stock,
        otherUnits: readyUnits - (orderable(line) ? line.quantity : 0),
      },
      limits,
    );
  const unavailable = lines.filter((line) => line.unavailable).length;
  const repriced = lines.some((line) => line.previousPrice !== undefined);
  const lowered = lines.some((line) => line.requestedQuantity !== undefined && !line.unavailable);

  return (
    <Container sx={{ py: 5 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t`Your Cart`}
      </Typography>
      <Stack spacing={1} sx={{ mb: 2 }} role="status" aria-live="polite">
        {isFetching && (
          <Typography variant="body2" color="text.secondary">
            {t`Checking prices and stock...`}
          </Typography>
        )}
        {unavailable > 0 && <Alert severity="warning">{leftOutNotice(unavailable)}</Alert>}
        {repriced && (
          <Alert severity="info">
            {t`Some prices have changed since you added them; the cart shows today's prices.`}
          </Alert>
        )}
        {lowered && (
          <Alert severity="warning">
            {t`Fewer are left of some perfumes than you asked for; their quantities were lowered.`}
          </Alert>
        )}
      </Stack>
      <Box sx={{ containerType: 'inline-size' }}>
        <Table
          role="table"
          aria-label={t`Items in your cart`}
          sx={[stackedTableSx(NARROW), stackedSx, eachSx(t`each`)]}
        >
          <StackedTableHead
            columns={[
              t`Image`,
              t`Product`,
              t`Size`,
              { label: t`Price`, align: 'right' },
              t`Quantity`,
              { label: t`Subtotal`, align: 'right' },
              { label: t`Remove`, align: 'center' },
            ]}
          />
          <TableBody role="rowgroup">
            {lines.map((line, index) => (
              <CartRow
                key={`${line.productId}\u0000${line.size}`}
                line={line}
                allowance={allowanceOf(line)}
                over={overOf(line)}
                onQuantity={(quantity) => dispatch(quantityChanged({ index, quantity }))}
                onRemove={() => dispatch(itemRemoved(index))}
              />
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mt: 3,
        }}
      >
        <Button component={RouterLink} to="/shop" variant="outlined">
          {t`Continue Shopping`}
        </Button>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 2, alignItems: 'center' }}
        >
          <Box>
            <Typography variant="h6" component="p" aria-live="polite">
              {t`Total: ${keptLeftToRight(formatRs(orderTotal(ready)))}`}
            </Typography>
            <CartDeliveryNote itemsTotal={orderTotal(ready)} />
          </Box>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            disabled={ready.length === 0}
            onClick={() => navigate('/checkout', { state: { items: ready.map(toCheckoutItem) } })}
          >
            {t`Proceed to Checkout`}
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}

/** What delivery adds: nothing said when the shop delivers free, else priced at checkout by province. */
function CartDeliveryNote({ itemsTotal }: { itemsTotal: number }) {
  const rates = useDeliveryRates();
  if (!chargesDelivery(rates)) return null;
  const free = rates.freeOver !== null && itemsTotal >= rates.freeOver;
  return (
    <Typography variant="body2" color="text.secondary">
      {free
        ? t`Delivery: Free`
        : pricesByCity(rates)
          ? t`Delivery is added at checkout, by city and province.`
          : t`Delivery is added at checkout, by province.`}
      {!free &&
        rates.freeOver !== null &&
        ` ${t`Free delivery over ${keptLeftToRight(formatRs(rates.freeOver))}.`}`}
    </Typography>
  );
}
