import { t } from '@lingui/core/macro';
import { memo, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ShopSubmitButton } from '../../components/ShopSubmitButton';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fieldError } from '../../components/formField';
import { usePlaceOrderMutation } from '../../store/api/enhanced';
import { useAppDispatch } from '../../store/hooks';
import { cleared } from '../../store/cartSlice';
import { checkoutItemsFrom, orderPayload, type CheckoutItem } from './checkoutItems';
import {
  checkoutOrder,
  checkoutSchema,
  emptyCheckout,
  type CheckoutValues,
} from './checkoutSchema';
import { CustomerFields } from './CustomerFields';
import { OrderItemsTable } from '../../components/OrderItemsTable';
import { useDeliveryRates } from '../../components/useDeliveryRates';
import { orderTotal } from '@shop/domain/money';
import { chargesDelivery, deliveryFee, pricesByCity } from '@shop/domain/delivery';
import { PaymentChoice } from './PaymentChoice';
import { placeOrderFailure, type PlaceOrderFailure } from './placeOrderFailure';
import { attemptDone, attemptKey, placeWithRetries } from './placeOrderAttempt';
import { StockConflictAlert } from './StockConflictAlert';
import { useHydrated } from '../../components/useHydrated';
import { useInvalidFieldFocus } from '../../components/useInvalidFieldFocus';
import { useOrderLimits } from '../../components/useOrderLimits';
import { ORDER_LIMITS_ALERT_ID, OrderLimitsAlert, itemsOverLimits } from './OrderLimitsAlert';
import { useFormDraft, useKeptDraft } from '../../components/formDraft';
import { serverFieldErrors } from '../../components/errorMessage';
import { DiscountCodeField, type AppliedCode } from './DiscountCodeField';
import { checkoutRuleText } from './checkoutMessages';

/** /checkout: the items handed over in navigation state, the customer form and the summary. */
export function CheckoutPage() {
  const location = useLocation();
  // The items are kept in the tab's history, which the server never sees: until the page runs in
  // the browser it says it is loading, so the server's HTML and the first render agree.
  const hydrated = useHydrated();
  const items = useMemo(() => checkoutItemsFrom(location.state), [location.state]);
  let content = <NothingToCheckOut />;
  if (!hydrated) content = <Typography role="status">{t`Loading your order...`}</Typography>;
  else if (items.length > 0)
    content = (
      <>
        <OrderLimitsAlert items={items} />
        <CheckoutForm items={items} />
      </>
    );
  return (
    <Container sx={{ py: 5 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t`Checkout`}
      </Typography>
      {content}
    </Container>
  );
}

function NothingToCheckOut() {
  return (
    <>
      <Typography sx={{ mb: 3 }}>{t`There is nothing to check out yet.`}</Typography>
      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to="/cart" variant="contained" color="secondary">
          {t`Go to Cart`}
        </Button>
        <Button component={RouterLink} to="/shop" variant="outlined">
          {t`Continue Shopping`}
        </Button>
      </Stack>
    </>
  );
}

function CheckoutForm({ items }: { items: CheckoutItem[] }) {
  const [placeOrder, { isLoading }] = usePlaceOrderMutation();
  const [failure, setFailure] = useState<PlaceOrderFailure | null>(null);
  const [applied, setApplied] = useState<AppliedCode | null>(null);
  const [codeRefusal, setCodeRefusal] = useState<string | undefined>();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const limits = useOrderLimits();
  // One order per press: a second submit while the first is on its way is ignored.
  const inFlight = useRef(false);
  // What the shopper typed is kept in the tab until the order is placed: a reload, or Back then
  // Forward, brings it back.
  const draft = useFormDraft('checkout', emptyCheckout);

  const formik = useFormik<CheckoutValues>({
    initialValues: { ...emptyCheckout, ...draft.initial },
    validationSchema: checkoutSchema,
    onSubmit: async (values, helpers) => {
      if (inFlight.current) return;
      // Lines over a limit are shown above the form with a control to lower them: go there.
      if (itemsOverLimits(items, limits).length > 0) {
        document.getElementById(ORDER_LIMITS_ALERT_ID)?.focus();
        return;
      }
      inFlight.current = true;
      setFailure(null);
      setCodeRefusal(undefined);
      try {
        const { body: fields } = orderPayload(values, items);
        const body = applied ? { ...fields, discountCode: applied.code } : fields;
        const key = attemptKey(body);
        const { order } = await placeWithRetries(() =>
          placeOrder({ body, 'idempotency-key': key }),
        );
        attemptDone();
        draft.finish();
        dispatch(cleared());
        // Replace: going back must not offer the same order again.
        navigate(`/order/${order._id}`, { replace: true });
      } catch (error) {
        inFlight.current = false;
        // The code stopped applying meanwhile (used up, expired): said beside its field.
        const refusal = serverFieldErrors(error).discountCode;
        if (refusal) {
          setApplied(null);
          setCodeRefusal(refusal);
          document.getElementById('discountCode')?.focus();
          return;
        }
        const found = placeOrderFailure(error);
        if (found.kind === 'fields') {
          const names = Object.keys(found.fields);
          await helpers.setTouched(Object.fromEntries(names.map((n) => [n, true])), false);
          helpers.setErrors(found.fields);
        } else if (found.kind === 'other') {
          console.error('Failed to place order', error);
        }
        setFailure(found);
      }
    },
  });

  useInvalidFieldFocus(formik, checkoutOrder);
  useKeptDraft(draft, formik.values);
  const { submitCount, isSubmitting, errors } = formik;

  const busy = isSubmitting || isLoading;
  const showFieldAlert = submitCount > 0 && !isSubmitting && Object.keys(errors).length > 0;

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t`Delivery Details`}
            </Typography>
            {showFieldAlert && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {t`Please correct the highlighted fields.`}
              </Alert>
            )}
            {/* Shown once the page runs in the browser (CheckoutPage): nothing typed can be lost. */}
            <CustomerFields formik={formik} />
            <Box sx={{ mt: 3 }}>
              <PaymentChoice
                value={formik.values.paymentMethod}
                onChange={formik.handleChange}
                error={fieldError(formik, 'paymentMethod')}
                disabled={formik.isSubmitting}
              />
            </Box>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <FailureAlerts failure={failure} />
            <OrderSummary
              items={items}
              province={formik.values.customerProvince}
              city={formik.values.customerCity}
              applied={applied}
            />
            <DiscountCodeField
              items={items}
              phone={formik.values.customerPhone}
              applied={applied}
              onApplied={(next) => {
                setApplied(next);
                setCodeRefusal(undefined);
              }}
              refusal={codeRefusal}
            />
            <ShopSubmitButton busy={busy} disabled={busy}>
              {t`Place Order`}
            </ShopSubmitButton>
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}

/**
 * The lines to buy, delivery once a province is chosen, and the city typed when a city has a fee
 * of its own (when the shop charges it), and the total; re-rendered only when the province or the
 * city changes, not as the customer types the rest.
 */
const OrderSummary = memo(function OrderSummary({
  items,
  province,
  city,
  applied,
}: {
  items: CheckoutItem[];
  province: string;
  city: string;
  applied: AppliedCode | null;
}) {
  const rates = useDeliveryRates();
  const byCity = pricesByCity(rates);
  const ready = Boolean(province) && (!byCity || city.trim() !== '');
  const delivery =
    ready && chargesDelivery(rates)
      ? deliveryFee(orderTotal(items), province, rates, city)
      : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t`Order Summary`}
      </Typography>
      <OrderItemsTable
        caption={t`Items in your order`}
        items={items.map((item) => ({
          key: `${item.productId}\u0000${item.size}`,
          name: item.name,
          size: item.size,
          quantity: item.quantity,
          price: item.price,
        }))}
        delivery={delivery}
        discount={applied?.discount}
        discountCode={applied?.code}
      />
      {chargesDelivery(rates) && !ready && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {byCity
            ? t`Delivery is added once you enter your city and choose your province.`
            : t`Delivery is added once you choose your province.`}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t`Pay in cash when your order is delivered.`}
      </Typography>
    </Paper>
  );
});

/** Problems with the items (docs/product.md §8), a stock conflict, or a failure to retry. */
function FailureAlerts({ failure }: { failure: PlaceOrderFailure | null }) {
  if (!failure) return null;
  if (failure.kind === 'stock') {
    return <StockConflictAlert stock={failure.stock} message={failure.message} />;
  }
  if (failure.kind === 'fields') {
    return failure.other.length > 0 ? (
      <Alert severity="error">
        {failure.other.map((message) => (
          <div key={message}>{checkoutRuleText(message)}</div>
        ))}
      </Alert>
    ) : null;
  }
  return <Alert severity="error">{failure.message}</Alert>;
}
