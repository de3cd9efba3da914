import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ShopSubmitButton } from '../../components/ShopSubmitButton';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { serverMessage } from '../../components/errorMessage';
import { useTrackedOrderQuery } from '../../store/api/enhanced';
import type { TrackOrderApiResponse } from '../../store/api/generated/storefrontApi';
import { DetailList } from '../../components/DetailList';
import { formatOrderDate } from './orderFormat';
import { CustomerOrderItems } from './CustomerOrderItems';
import { OrderStatusChip } from '../../components/OrderStatusChip';
import { ShipmentDetails } from '../../components/ShipmentDetails';
import { useHydrated } from '../../components/useHydrated';
import { normalOrderNumber, trackedNumberIn } from '@shop/domain/orderTracking';
import { WhatsAppConfirmation } from './WhatsAppConfirmation';
import { keptLeftToRight, pageLanguage } from '../../components/pageLanguage';
import { orderStatusText } from '../../components/orderStatusText';

const ORDER_NUMBER_MAX = 30;

/**
 * /track-order: look an order up by its number; personal details come back masked. The number
 * is kept in the address (`?number=`): a reload, Back and Forward or a shared link show the same
 * order, rendered by the server like the other storefront pages.
 */
export function TrackOrderPage() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const asked = trackedNumberIn(params);
  const [orderNumber, setOrderNumber] = useState(asked);
  // The field follows the address when Back or Forward change it.
  const [shownFor, setShownFor] = useState(asked);
  if (shownFor !== asked) {
    setShownFor(asked);
    setOrderNumber(asked);
  }
  const [missing, setMissing] = useState(false);
  const { currentData, error, isFetching, refetch } = useTrackedOrderQuery(
    { orderNumber: asked },
    { skip: asked === '' },
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    const number = normalOrderNumber(orderNumber);
    setMissing(number === '');
    // An empty search takes the keyboard back to the field, which then names its error.
    if (number === '') document.getElementById('orderNumber')?.focus();
    // At once, not as a transition: one started in a submit handler makes React treat the form
    // as a form action.
    else if (number !== asked) setParams({ number }, { flushSync: true });
    // The same number again: the latest status.
    else if (!isFetching) void refetch();
  };

  return (
    <Container sx={{ py: 5 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t`Track Your Order`}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={search}
        role="search"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}
      >
        <TextField
          id="orderNumber"
          label={t`Order Number`}
          placeholder="ORD-XXXXXXXX-XXXXX"
          value={orderNumber}
          onChange={(event) => setOrderNumber(event.target.value)}
          required
          disabled={!hydrated}
          error={missing}
          helperText={missing ? t`Please enter your order number` : undefined}
          slotProps={{
            htmlInput: { maxLength: ORDER_NUMBER_MAX, autoCapitalize: 'characters', dir: 'ltr' },
          }}
          sx={{ minWidth: { xs: '100%', sm: 320 } }}
        />
        <ShopSubmitButton busy={isFetching} disabled={!hydrated} sx={{ mt: 0.5 }}>
          {t`Track Order`}
        </ShopSubmitButton>
      </Box>
      {error && !currentData && (
        <Alert severity="error">{serverMessage(error, t`Failed to fetch order`)}</Alert>
      )}
      {currentData && <TrackedOrder order={currentData.order} />}
    </Container>
  );
}

function TrackedOrder({ order }: { order: TrackOrderApiResponse['order'] }) {
  return (
    <>
      <WhatsAppConfirmation order={order} />
      <TrackedOrderDetails order={order} />
    </>
  );
}

function TrackedOrderDetails({ order }: { order: TrackOrderApiResponse['order'] }) {
  const orderNumber = keptLeftToRight(order.orderNumber);
  return (
    <Grid container spacing={4} component="section" aria-labelledby="tracked-order-heading">
      <Grid size={{ xs: 12, md: 7 }}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography variant="h6" component="h2" id="tracked-order-heading">
              {t`Order ${orderNumber}`}
            </Typography>
            <OrderStatusChip status={order.status} />
          </Stack>
          <DetailList
            rows={[
              [
                t`Placed on`,
                <time key="date" dateTime={order.createdAt}>
                  {formatOrderDate(order.createdAt, pageLanguage())}
                </time>,
              ],
              [t`Status`, orderStatusText(order.status)],
            ]}
          />
          <CustomerOrderItems
            order={order}
            items={order.products.map((line, index) => ({
              key: `${index}`,
              name: line.name,
              size: line.variantSize,
              quantity: line.quantity,
              price: line.price,
            }))}
          />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        {order.courier && (
          <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
            <Typography variant="subtitle1" component="h3" gutterBottom>
              {t`Shipment`}
            </Typography>
            <ShipmentDetails shipment={order} />
          </Paper>
        )}
        <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {t`Status History`}
          </Typography>
          <List component="ol" aria-label={t`Status history`} dense disablePadding>
            {order.history.map((event, index) => (
              <ListItem key={index} disableGutters sx={{ gap: 2 }}>
                <OrderStatusChip status={event.status} />
                <time dateTime={event.at}>{formatOrderDate(event.at, pageLanguage())}</time>
              </ListItem>
            ))}
          </List>
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {t`Delivery Details`}
          </Typography>
          <DetailList
            rows={[
              [t`Name`, order.customerName],
              [t`Phone`, keptLeftToRight(order.customerPhone)],
              [t`Address`, order.customerAddress],
              [t`City`, order.customerCity],
            ]}
          />
        </Paper>
      </Grid>
    </Grid>
  );
}
