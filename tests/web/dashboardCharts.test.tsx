import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardFixture, emptyDashboardFixture } from '../../mocks/dashboardFixtures';
import { NOT_ENOUGH_DATA } from '@shop/domain/kpis';
import { answerWith, card, openDashboard, prepareDashboard } from './dashboardKit';
import { headers } from './readPage';

prepareDashboard();

/** A dashboard table, by its heading. */
function tableNamed(title: string) {
  const table = screen.getByText(title, { selector: 'h2' }).parentElement!.querySelector('table');
  expect(table).toHaveAccessibleName(title);
  return table as HTMLElement;
}
const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr')!;
const chipOf = (row: HTMLElement, status: string) =>
  within(row).getByText(status).closest('.MuiChip-root');
/** The rows of the table screen readers are given for a chart, by its name. */
const chartValues = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => Array.from(r.children).map((c) => c.textContent));

/** The four charts: a text of each one's legend, and what it says with nothing to draw. */
const CHARTS = [
  { title: 'Monthly Sales', legend: 'Monthly Sales (PKR)', empty: 'No sales yet' },
  { title: 'Orders by Status', legend: 'Delivered', empty: 'No orders yet' },
  { title: 'Sales by Category', legend: 'Women', empty: 'No sales yet' },
  { title: 'Top Selling Products', legend: 'Units Sold', empty: 'No perfumes sold yet' },
];

describe('/dashboard: tables and charts', { timeout: 30_000 }, () => {
  it('lists recent orders with coloured status badges, PKR totals and View links', async () => {
    await openDashboard();
    const table = tableNamed('Recent Orders');
    expect(headers(table)).toEqual(['Order No', 'Customer', 'Status', 'Total', 'Action']);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4);

    const pending = rowOf(table, 'ORD-20250601-00001');
    expect(within(pending).getByText('Ayesha Khan')).toBeInTheDocument();
    expect(within(pending).getByText('12,500 PKR')).toBeInTheDocument();
    expect(chipOf(pending, 'Pending')).toHaveClass('MuiChip-colorWarning');
    // docs/product.md §2: yellow (MUI's warning is orange), with the status in words.
    expect(getComputedStyle(chipOf(pending, 'Pending')!).backgroundColor).toBe('rgb(255, 193, 7)');
    expect(within(pending).getByRole('link', { name: /^View/ })).toHaveAttribute(
      'href',
      '/orders/e0e0e0e0-0001-4000-8000-000000000001',
    );

    const delivered = rowOf(table, 'ORD-20250531-00002');
    expect(within(delivered).getByText('1,234,567 PKR')).toBeInTheDocument();
    expect(chipOf(delivered, 'Delivered')).toHaveClass('MuiChip-colorSuccess');
    expect(chipOf(rowOf(table, 'ORD-20250530-00003'), 'Cancelled')).toHaveClass(
      'MuiChip-colorError',
    );
    expect(chipOf(rowOf(table, 'ORD-20250529-00004'), 'Shipped')).toHaveClass(
      'MuiChip-colorDefault',
    );
  });

  it('lists low stock products with Update links to the perfume form', async () => {
    await openDashboard();
    const table = tableNamed('Low Stock Products');
    expect(headers(table)).toEqual(['Product', 'Variant', 'Stock', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Oud Royale', '50ml', '2', 'Update'],
      ['Amber Nights', '100ml', '0', 'Update'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: /^Update/ })).toHaveAttribute(
      'href',
      '/perfumes/update/d0d0d0d0-0001-4000-8000-000000000001',
    );
  });

  it('shows the empty texts of both tables and dashes for null rates', async () => {
    answerWith(emptyDashboardFixture);
    await openDashboard();
    expect(within(tableNamed('Recent Orders')).getByText('No recent orders')).toBeInTheDocument();
    expect(
      within(tableNamed('Low Stock Products')).getByText('No low stock products'),
    ).toBeInTheDocument();
    expect(card('Total Sales')).toHaveTextContent('Total Sales0 PKRBooked: 0 PKR');
    for (const title of ['Conversion Rate', 'Refund %', 'Revenue Forecast']) {
      expect(card(title)).toHaveTextContent(`${title}-${NOT_ENOUGH_DATA}`);
    }
    // Figures that are counted, not worked out, have no such line.
    expect(within(card('Active Admins')).queryByText(NOT_ENOUGH_DATA)).not.toBeInTheDocument();
  });

  it('draws the four charts, 300px high, each named and with its legend below', async () => {
    await openDashboard();
    for (const { title, legend: legendText } of CHARTS) {
      const figure = screen.getByRole('figure', { name: title });
      expect(within(figure).getByRole('heading', { name: title })).toBeInTheDocument();
      const legend = figure.querySelector('.MuiChartsLegend-root') as HTMLElement;
      expect(within(legend).getByText(legendText)).toBeInTheDocument();
      const surface = figure.querySelector('.MuiChartsSurface-root') as HTMLElement;
      expect(getComputedStyle(surface).height).toBe('300px');
      const wrapper = surface.parentElement as HTMLElement;
      expect(getComputedStyle(wrapper).gridTemplateAreas).toMatch(/"chart"\s+"legend"/);
    }
    const monthly = screen.getByRole('figure', { name: 'Monthly Sales' });
    expect(within(monthly).getAllByText('Jan 2025').length).toBeGreaterThan(0);
    expect(monthly.querySelector('.MuiLineChart-line')).not.toBeNull();
    const statusLegend = screen
      .getByRole('figure', { name: 'Orders by Status' })
      .querySelector('.MuiChartsLegend-root') as HTMLElement;
    expect(within(statusLegend).getAllByRole('listitem')).toHaveLength(6);
  });

  it('labels the sales axis with short amounts', async () => {
    await openDashboard();
    const monthly = screen.getByRole('figure', { name: 'Monthly Sales' });
    const ticks = Array.from(monthly.querySelectorAll('.MuiChartsAxis-directionY text')).map(
      (tick) => tick.textContent,
    );
    expect(ticks.length).toBeGreaterThan(1);
    for (const tick of ticks) expect(tick).toMatch(/^\d+(\.\d)?[KM]? PKR$/);
  });

  it('says in words when a chart has nothing to draw', async () => {
    answerWith(emptyDashboardFixture);
    await openDashboard();
    for (const { title, empty: text } of CHARTS) {
      const figure = screen.getByRole('figure', { name: title });
      expect(within(figure).getAllByText(text)[0]).toBeVisible();
      expect(figure.querySelector('.MuiChartsSurface-root')).toBeNull();
    }
  });

  it('gives screen readers each chart as a table of values', async () => {
    await openDashboard();
    expect(chartValues('Monthly Sales values')[0]).toEqual(['Jan 2025', '180,000 PKR']);
    expect(chartValues('Orders by Status values')).toContainEqual(['Delivered', '288']);
    expect(chartValues('Sales by Category values')).toEqual([
      ['Men', '640,000 PKR'],
      ['Women', '480,000 PKR'],
      ['Unisex', '130,000 PKR'],
    ]);
    expect(chartValues('Top Selling Products values')[0]).toEqual(['Oud Royale', '120']);
  });

  it("draws other response shapes, with 'Unknown' for missing names and 0 for missing values", async () => {
    answerWith({
      ...dashboardFixture.kpis,
      monthlySales: [{ label: 'Jan' }],
      orderStatus: [{ _id: 'Pending', count: 3 }, { count: 2 }],
      topProducts: [{ productName: 'Oud', unitsSold: 7 }],
      salesByCategory: [{ _id: { name: 'Men' }, value: 50 }],
      recentOrders: [],
      lowStock: [{ productId: 'p-9', name: 'Rose', size: '30ml', stock: 1 }],
    });
    await openDashboard();
    expect(chartValues('Monthly Sales values')).toEqual([['Jan', '0 PKR']]);
    expect(chartValues('Orders by Status values')).toEqual([
      ['Pending', '3'],
      ['Unknown', '2'],
    ]);
    expect(chartValues('Top Selling Products values')).toEqual([['Oud', '7']]);
    expect(chartValues('Sales by Category values')).toEqual([['Men', '50 PKR']]);
    expect(screen.getByRole('link', { name: /^Update/ })).toHaveAttribute(
      'href',
      '/perfumes/update/p-9',
    );
    expect(card('Total Sales')).toHaveTextContent('1,250,000 PKR');
  });
});
