import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { KPI_DEFINITIONS, NOT_ENOUGH_DATA, type KpiKey } from '@shop/domain/kpis';
import { formatAmount, formatPkr } from '@shop/domain/money';
import type { DashboardKpis } from './normalizeDashboard';

interface KpiCard {
  key: KpiKey;
  title: string;
  value: number | null;
  format: (value: number) => string;
  /** A second line under the value, if any. */
  detail?: string;
}

const percent = (value: number) => `${formatAmount(value)}%`;

/** A KPI's text: a dash when the server sent no value. */
export function kpiText(value: number | null, format: (value: number) => string): string {
  return value === null ? '-' : format(value);
}

/** A worked-out figure that needs data to work on says so when it has none. */
const orNotEnough = (value: number | null) => (value === null ? NOT_ENOUGH_DATA : undefined);

function cardsFor(kpis: DashboardKpis, superadmin: boolean): KpiCard[] {
  const cards: KpiCard[] = [
    {
      key: 'totalSales',
      title: 'Total Sales',
      value: kpis.totalSales,
      format: formatPkr,
      detail: kpis.bookedSales === null ? undefined : `Booked: ${formatPkr(kpis.bookedSales)}`,
    },
    { key: 'totalOrders', title: 'Total Orders', value: kpis.totalOrders, format: formatAmount },
    {
      key: 'pendingOrders',
      title: 'Pending / Confirmed Orders',
      value: kpis.pendingOrders,
      format: formatAmount,
    },
    {
      key: 'cancelledReturned',
      title: 'Cancelled / Returned',
      value: kpis.cancelledReturned,
      format: formatAmount,
    },
    { key: 'customers', title: 'Total Customers', value: kpis.customers, format: formatAmount },
    { key: 'products', title: "Products' Stock", value: kpis.products, format: formatAmount },
  ];
  // Servers before discount codes send no such figure: no card rather than a dash.
  if (kpis.discounts !== null)
    cards.push({
      key: 'discounts',
      title: 'Discounts',
      value: kpis.discounts,
      format: formatPkr,
      detail:
        kpis.discountedOrders === null
          ? undefined
          : `${formatAmount(kpis.discountedOrders)} ${kpis.discountedOrders === 1 ? 'order' : 'orders'} with a code`,
    });
  // Servers before delivery charges send no such figure: no card rather than a dash.
  if (kpis.delivery !== null)
    cards.push({
      key: 'delivery',
      title: 'Delivery',
      value: kpis.delivery,
      format: formatPkr,
      detail:
        kpis.deliveryOrders === null
          ? undefined
          : `Collected on ${formatAmount(kpis.deliveryOrders)} ${kpis.deliveryOrders === 1 ? 'order' : 'orders'}`,
    });
  if (superadmin) {
    cards.push(
      {
        key: 'activeAdmins',
        title: 'Active Admins',
        value: kpis.activeAdmins,
        format: formatAmount,
      },
      {
        key: 'conversionRate',
        title: 'Conversion Rate',
        value: kpis.conversionRate,
        format: percent,
        detail: orNotEnough(kpis.conversionRate),
      },
      {
        key: 'refundPercentage',
        title: 'Refund %',
        value: kpis.refundPercentage,
        format: percent,
        detail: orNotEnough(kpis.refundPercentage),
      },
      {
        key: 'forecast',
        title: 'Revenue Forecast',
        value: kpis.forecast,
        format: formatPkr,
        detail: orNotEnough(kpis.forecast),
      },
    );
  }
  return cards;
}

/**
 * One KPI card: its title, value and second line, and what the figure counts (src/domain/kpis.ts)
 * in a tooltip on the info button, shown on hover and on keyboard focus, and as the card's
 * description for screen readers.
 */
function KpiCardView({ card }: { card: KpiCard }) {
  const id = `kpi-${card.title.replace(/\W+/g, '-').toLowerCase()}`;
  const definition = KPI_DEFINITIONS[card.key];
  // Open on any focus of the button, not only the focus MUI takes for keyboard focus
  // (:focus-visible), so a tap or a screen reader's focus shows the definition too.
  const [open, setOpen] = useState(false);
  return (
    <Card
      aria-labelledby={id}
      aria-describedby={`${id}-definition`}
      role="group"
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography id={id} variant="subtitle2" component="p" color="text.secondary" gutterBottom>
            {card.title}
          </Typography>
          <Tooltip
            title={definition}
            describeChild
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            enterTouchDelay={0}
            leaveTouchDelay={5000}
          >
            <IconButton
              size="small"
              aria-label={`How ${card.title} is counted`}
              onFocus={() => setOpen(true)}
              onBlur={() => setOpen(false)}
              sx={{ mt: -0.75, mr: -1, color: 'text.secondary' }}
            >
              <InfoOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        <Typography variant="h5" component="p">
          {kpiText(card.value, card.format)}
        </Typography>
        {card.detail && (
          <Typography variant="body2" color="text.secondary">
            {card.detail}
          </Typography>
        )}
        <span id={`${id}-definition`} style={visuallyHidden}>
          {definition}
        </span>
      </CardContent>
    </Card>
  );
}

/** The six KPI cards of docs/product.md §2, plus the four superadmin cards for a superadmin. */
export function KpiCards({ kpis, superadmin }: { kpis: DashboardKpis; superadmin: boolean }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
      {cardsFor(kpis, superadmin).map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
          <KpiCardView card={card} />
        </Grid>
      ))}
    </Grid>
  );
}
