import Grid from '@mui/material/Grid';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { formatAmount, formatPkr, formatShortPkr } from '@shop/domain/money';
import { ChartFigure } from './ChartFigure';
import { CATEGORY_PALETTE, CHART_HEIGHT, STATUS_PALETTE } from './chartPalettes';
import type { ChartPoint, DashboardData } from './normalizeDashboard';

/** docs/product.md §2: every legend sits below its chart, in a row (pie legends default to the side). */
const LEGEND_BOTTOM = {
  legend: { position: { vertical: 'bottom', horizontal: 'center' }, direction: 'horizontal' },
} as const;

const labels = (points: ChartPoint[]) => points.map((p) => p.label);
const values = (points: ChartPoint[]) => points.map((p) => p.value);
const formatCount = (value: number | null) => (value === null ? '' : formatAmount(value));
const formatSales = (value: number | null) => (value === null ? '' : formatPkr(value));
/** Room for the longest short amount ("999.9K PKR") beside the sales axis. */
const MONEY_AXIS_WIDTH = 76;
/** Half the width of a month's label ("Nov 2026") and a little more, past the line's last point. */
const MONTH_LABEL_OVERHANG = 32;
/** Room for a perfume's name beside the bars (longer names are cut with an ellipsis). */
const NAME_AXIS_WIDTH = 120;

function pieData(points: ChartPoint[], palette: readonly string[]) {
  return points.map((p, i) => ({
    id: i,
    label: p.label,
    value: p.value,
    color: palette[i % palette.length],
  }));
}

type ChartsProps = Pick<
  DashboardData,
  'monthlySales' | 'orderStatus' | 'salesByCategory' | 'topPerfumes'
>;

/** The four dashboard charts of docs/product.md §2, each 300px high with its legend at the bottom. */
export function DashboardCharts({
  monthlySales,
  orderStatus,
  salesByCategory,
  topPerfumes,
}: ChartsProps) {
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartFigure
          title="Monthly Sales"
          valueHeader="Sales (PKR)"
          points={monthlySales}
          format={formatPkr}
          emptyText="No sales yet"
        >
          <LineChart
            height={CHART_HEIGHT}
            // Room past the last point for half its month's label, which was cut to "Nov…".
            margin={{ right: MONTH_LABEL_OVERHANG }}
            xAxis={[{ scaleType: 'point', data: labels(monthlySales) }]}
            // From zero: a month's height is its share of the best month, not an exaggerated swing.
            yAxis={[{ width: MONEY_AXIS_WIDTH, min: 0, valueFormatter: formatShortPkr }]}
            series={[
              {
                label: 'Monthly Sales (PKR)',
                data: values(monthlySales),
                // The source drew this with Chart.js `tension: 0.3`, a gently rounded line.
                // x-charts has no tension setting; 'monotoneX' is its nearest smooth curve and,
                // unlike 'catmullRom' or 'natural', never overshoots below zero between months.
                curve: 'monotoneX',
                valueFormatter: formatSales,
              },
            ]}
            slotProps={LEGEND_BOTTOM}
          />
        </ChartFigure>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}>
        <ChartFigure
          title="Orders by Status"
          valueHeader="Orders"
          points={orderStatus}
          format={formatAmount}
          emptyText="No orders yet"
        >
          <PieChart
            height={CHART_HEIGHT}
            colors={[...STATUS_PALETTE]}
            series={[
              {
                data: pieData(orderStatus, STATUS_PALETTE),
                innerRadius: '55%',
                valueFormatter: (item) => formatAmount(item.value),
              },
            ]}
            slotProps={LEGEND_BOTTOM}
          />
        </ChartFigure>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}>
        <ChartFigure
          title="Sales by Category"
          valueHeader="Sales (PKR)"
          points={salesByCategory}
          format={formatPkr}
          emptyText="No sales yet"
        >
          <PieChart
            height={CHART_HEIGHT}
            colors={[...CATEGORY_PALETTE]}
            series={[
              {
                data: pieData(salesByCategory, CATEGORY_PALETTE),
                valueFormatter: (item) => formatPkr(item.value),
              },
            ]}
            slotProps={LEGEND_BOTTOM}
          />
        </ChartFigure>
      </Grid>
      <Grid size={12}>
        <ChartFigure
          title="Top Selling Products"
          valueHeader="Units Sold"
          points={topPerfumes}
          format={formatAmount}
          emptyText="No perfumes sold yet"
        >
          {/* Bars lie down so each perfume's name has a line of its own, on a phone too. */}
          <BarChart
            height={CHART_HEIGHT}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: labels(topPerfumes), width: NAME_AXIS_WIDTH }]}
            xAxis={[{ tickMinStep: 1 }]}
            series={[
              { label: 'Units Sold', data: values(topPerfumes), valueFormatter: formatCount },
            ]}
            slotProps={LEGEND_BOTTOM}
          />
        </ChartFigure>
      </Grid>
    </Grid>
  );
}
