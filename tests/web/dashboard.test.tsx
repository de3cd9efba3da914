import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminDashboardFixture,
  dashboardFixture,
  emptyDashboardFixture,
} from '../../mocks/dashboardFixtures';
import { server } from '../../mocks/node';
import { KPI_DEFINITIONS, NOT_ENOUGH_DATA } from '@shop/domain/kpis';
import { api } from '../../src/store/api/enhanced';
import { renderApp, signIn } from './renderApp';
import { heldAnswer } from './heldAnswer';

// x-charts draws in jsdom without a ResizeObserver stub: the height prop sizes each chart and a
// fallback width is used, so legends, axes and series are all present.
beforeAll(async () => {
  // The charts chunk is large: load it once up front, outside the tests' time limits.
  await import('../../src/features/dashboard/DashboardPage');
}, 30_000);

const SIX_CARDS = [
  'Total Sales',
  'Total Orders',
  'Pending / Confirmed Orders',
  'Cancelled / Returned',
  'Total Customers',
  "Products' Stock",
];
const SUPERADMIN_CARDS = ['Active Admins', 'Conversion Rate', 'Refund %', 'Revenue Forecast'];

/** Answers GET /api/dashboard with a body, counting the calls. */
function answerWith(body: unknown) {
  const calls = { count: 0 };
  server.use(
    http.get('*/api/dashboard', () => {
      calls.count += 1;
      return HttpResponse.json(body as object);
    }),
  );
  return calls;
}

async function openDashboard(role: 'admin' | 'superadmin' = 'superadmin') {
  signIn(role);
  const view = renderApp('/dashboard');
  // Text queries: role queries are slow over the charts' large SVG trees in jsdom.
  await screen.findByText('Recent Orders', { selector: 'h2' }, { timeout: 10_000 });
  return view;
}

/** A KPI card (a group named by its title), found by text: role queries are slow here. */
function card(title: string) {
  const group = screen.getByText(title, { selector: 'p' }).closest('[role="group"]');
  expect(group).toHaveAccessibleName(title);
  return group as HTMLElement;
}
/** Waits for a tooltip with the text (another may still be fading out). */
const shownTooltip = (text: string) =>
  waitFor(() =>
    expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toContain(text),
  );
const queryCard = (title: string) => screen.queryByText(title, { selector: 'p' });
/** A dashboard table, by its heading. */
function tableNamed(title: string) {
  const table = screen.getByText(title, { selector: 'h2' }).parentElement!.querySelector('table');
  expect(table).toHaveAccessibleName(title);
  return table as HTMLElement;
}
const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr')!;
const chipOf = (row: HTMLElement, status: string) =>
  within(row).getByText(status).closest('.MuiChip-root');

describe('/dashboard', { timeout: 30_000 }, () => {
  it("shows a spinner with 'Loading dashboard...' until the figures arrive", async () => {
    const answer = heldAnswer();
    server.use(
      http.get('*/api/dashboard', async () => {
        await answer.released;
        return HttpResponse.json(dashboardFixture);
      }),
    );
    signIn();
    renderApp('/dashboard');
    const text = await screen.findByText('Loading dashboard...', {}, { timeout: 10_000 });
    const status = text.closest('[role="status"]') as HTMLElement;
    expect(status).not.toBeNull();
    expect(within(status).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    answer.release();
    expect(await screen.findByText('Recent Orders', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.queryByText('Loading dashboard...')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load dashboard data.' when the request fails", async () => {
    server.use(
      http.get('*/api/dashboard', () =>
        HttpResponse.json({ message: 'Database down' }, { status: 500 }),
      ),
    );
    signIn();
    renderApp('/dashboard');
    const alert = await screen.findByText(
      'Failed to load dashboard data.',
      {},
      { timeout: 10_000 },
    );
    expect(alert.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
    expect(screen.queryByText('Recent Orders')).not.toBeInTheDocument();
  });

  it('shows the six KPI cards and the four superadmin cards to a superadmin', async () => {
    await openDashboard('superadmin');
    const expected: Record<string, string> = {
      'Total Sales': '1,250,000 PKR',
      'Total Orders': '342',
      'Pending / Confirmed Orders': '27',
      'Cancelled / Returned': '12',
      'Total Customers': '289',
      "Products' Stock": '1,534',
      'Active Admins': '4',
      'Conversion Rate': '3.25%',
      'Refund %': '1.5%',
      'Revenue Forecast': '1,380,000 PKR',
    };
    for (const [title, value] of Object.entries(expected)) {
      expect(card(title)).toHaveTextContent(`${title}${value}`);
    }
    // Cash collected, and beside it what is booked but not yet paid for.
    expect(within(card('Total Sales')).getByText('Booked: 12,500 PKR')).toBeInTheDocument();
    expect(screen.queryByText(NOT_ENOUGH_DATA)).not.toBeInTheDocument();
  });

  it('gives each card its definition, shown on keyboard focus and on hover', async () => {
    await openDashboard('superadmin');
    expect(card('Refund %')).toHaveAccessibleDescription(KPI_DEFINITIONS.refundPercentage);
    expect(card('Total Sales')).toHaveAccessibleDescription(KPI_DEFINITIONS.totalSales);
    const user = userEvent.setup();
    // The first info button is the first thing the keyboard reaches in the cards.
    const info = within(card('Total Sales')).getByRole('button', {
      name: 'How Total Sales is counted',
    });
    for (let i = 0; i < 40 && document.activeElement !== info; i += 1) await user.tab();
    expect(info).toHaveFocus();
    await shownTooltip(KPI_DEFINITIONS.totalSales);
    expect(info).toHaveAccessibleDescription(KPI_DEFINITIONS.totalSales);
    await user.tab();
    const next = within(card('Total Orders')).getByRole('button', {
      name: 'How Total Orders is counted',
    });
    expect(next).toHaveFocus();
    await shownTooltip(KPI_DEFINITIONS.totalOrders);

    await user.hover(
      within(card('Revenue Forecast')).getByRole('button', {
        name: 'How Revenue Forecast is counted',
      }),
    );
    await shownTooltip(KPI_DEFINITIONS.forecast);
  });

  it('explains Conversion Rate by session, within 0-100%, on keyboard focus and on hover', async () => {
    await openDashboard('superadmin');
    const conversion = card('Conversion Rate');
    expect(KPI_DEFINITIONS.conversionRate).toMatch(/sessions/);
    expect(KPI_DEFINITIONS.conversionRate).toMatch(/between 0 and 100%/);
    expect(conversion).toHaveAccessibleDescription(KPI_DEFINITIONS.conversionRate);
    const info = within(conversion).getByRole('button', { name: 'How Conversion Rate is counted' });
    const user = userEvent.setup();
    for (let i = 0; i < 60 && document.activeElement !== info; i += 1) await user.tab();
    expect(info).toHaveFocus();
    await shownTooltip(KPI_DEFINITIONS.conversionRate);
    await user.tab();
    await user.hover(info);
    await shownTooltip(KPI_DEFINITIONS.conversionRate);
  });

  it('never shows the superadmin cards to an admin, even if the response has the fields', async () => {
    await openDashboard('admin');
    for (const title of SIX_CARDS) expect(card(title)).toBeInTheDocument();
    for (const title of SUPERADMIN_CARDS) {
      expect(queryCard(title)).not.toBeInTheDocument();
    }
  });

  it('shows the six cards, Discounts and Delivery to an admin answered without the superadmin fields', async () => {
    answerWith(adminDashboardFixture);
    await openDashboard('admin');
    expect(card('Total Sales')).toHaveTextContent('1,250,000 PKR');
    expect(card('Discounts')).toHaveTextContent('45,000 PKR');
    expect(card('Discounts')).toHaveTextContent('38 orders with a code');
    expect(card('Delivery')).toHaveTextContent('57,600 PKR');
    expect(card('Delivery')).toHaveTextContent('Collected on 288 orders');
    expect(document.querySelectorAll('[role="group"]')).toHaveLength(SIX_CARDS.length + 2);
  });

  it('shows a dash for every missing or null KPI', async () => {
    answerWith({
      kpis: { totalOrders: 5, conversionRate: null, refundPercentage: null },
      charts: dashboardFixture.charts,
      tables: dashboardFixture.tables,
    });
    await openDashboard('superadmin');
    expect(card('Total Orders')).toHaveTextContent('Total Orders5');
    for (const title of [...SIX_CARDS, ...SUPERADMIN_CARDS].filter((t) => t !== 'Total Orders')) {
      expect(card(title)).toHaveTextContent(`${title}-`);
    }
  });

  it('lists recent orders with coloured status badges, PKR totals and View links', async () => {
    await openDashboard();
    const table = tableNamed('Recent Orders');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Order No', 'Customer', 'Status', 'Total', 'Action']);
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
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Product', 'Variant', 'Stock', 'Action']);
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
    const charts: [title: string, legendText: string][] = [
      ['Monthly Sales', 'Monthly Sales (PKR)'],
      ['Orders by Status', 'Delivered'],
      ['Sales by Category', 'Women'],
      ['Top Selling Products', 'Units Sold'],
    ];
    for (const [title, legendText] of charts) {
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
    const empty: [title: string, text: string][] = [
      ['Monthly Sales', 'No sales yet'],
      ['Orders by Status', 'No orders yet'],
      ['Sales by Category', 'No sales yet'],
      ['Top Selling Products', 'No perfumes sold yet'],
    ];
    for (const [title, text] of empty) {
      const figure = screen.getByRole('figure', { name: title });
      expect(within(figure).getAllByText(text)[0]).toBeVisible();
      expect(figure.querySelector('.MuiChartsSurface-root')).toBeNull();
    }
  });

  it('gives screen readers each chart as a table of values', async () => {
    await openDashboard();
    const cellsOf = (name: string) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(cellsOf('Monthly Sales values')[0]).toEqual(['Jan 2025', '180,000 PKR']);
    expect(cellsOf('Orders by Status values')).toContainEqual(['Delivered', '288']);
    expect(cellsOf('Sales by Category values')).toEqual([
      ['Men', '640,000 PKR'],
      ['Women', '480,000 PKR'],
      ['Unisex', '130,000 PKR'],
    ]);
    expect(cellsOf('Top Selling Products values')[0]).toEqual(['Oud Royale', '120']);
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
    const cellsOf = (name: string) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(cellsOf('Monthly Sales values')).toEqual([['Jan', '0 PKR']]);
    expect(cellsOf('Orders by Status values')).toEqual([
      ['Pending', '3'],
      ['Unknown', '2'],
    ]);
    expect(cellsOf('Top Selling Products values')).toEqual([['Oud', '7']]);
    expect(cellsOf('Sales by Category values')).toEqual([['Men', '50 PKR']]);
    expect(screen.getByRole('link', { name: /^Update/ })).toHaveAttribute(
      'href',
      '/perfumes/update/p-9',
    );
    expect(card('Total Sales')).toHaveTextContent('1,250,000 PKR');
  });

  it('requests the figures every time the screen opens, and again when orders change', async () => {
    const calls = answerWith(dashboardFixture);
    const { router, store } = await openDashboard();
    expect(calls.count).toBe(1);

    await router.navigate('/profile');
    await screen.findByText('Profile', { selector: 'h1' }, { timeout: 10_000 });
    await router.navigate('/dashboard');
    await waitFor(() => expect(calls.count).toBe(2));

    store.dispatch(api.util.invalidateTags(['Orders']));
    await waitFor(() => expect(calls.count).toBe(3));
  });
});
