import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { formatAmount, formatPkr } from '../../domain/money';
import type { DashboardKpis } from './normalizeDashboard';

interface KpiCard {
  title: string;
  value: number | null;
  format: (value: number) => string;
}

const percent = (value: number) => `${formatAmount(value)}%`;

/** A KPI's text: a dash when the server sent no value. */
export function kpiText(value: number | null, format: (value: number) => string): string {
  return value === null ? '-' : format(value);
}

function cardsFor(kpis: DashboardKpis, superadmin: boolean): KpiCard[] {
  const cards: KpiCard[] = [
    { title: 'Total Sales', value: kpis.totalSales, format: formatPkr },
    { title: 'Total Orders', value: kpis.totalOrders, format: formatAmount },
    { title: 'Pending / Confirmed Orders', value: kpis.pendingOrders, format: formatAmount },
    { title: 'Cancelled / Returned', value: kpis.cancelledReturned, format: formatAmount },
    { title: 'Total Customers', value: kpis.customers, format: formatAmount },
    { title: "Products' Stock", value: kpis.products, format: formatAmount },
  ];
  if (superadmin) {
    cards.push(
      { title: 'Active Admins', value: kpis.activeAdmins, format: formatAmount },
      { title: 'Conversion Rate', value: kpis.conversionRate, format: percent },
      { title: 'Refund %', value: kpis.refundPercentage, format: percent },
      { title: 'Revenue Forecast', value: kpis.forecast, format: formatPkr },
    );
  }
  return cards;
}

/** The six KPI cards of docs/product.md §2, plus the four superadmin cards for a superadmin. */
export function KpiCards({ kpis, superadmin }: { kpis: DashboardKpis; superadmin: boolean }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
      {cardsFor(kpis, superadmin).map((card) => {
        const id = `kpi-${card.title.replace(/\W+/g, '-').toLowerCase()}`;
        return (
          <Grid key={card.title} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
            <Card aria-labelledby={id} role="group" sx={{ height: '100%' }}>
              <CardContent>
                <Typography
                  id={id}
                  variant="subtitle2"
                  component="p"
                  color="text.secondary"
                  gutterBottom
                >
                  {card.title}
                </Typography>
                <Typography variant="h5" component="p">
                  {kpiText(card.value, card.format)}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
