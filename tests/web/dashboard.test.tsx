import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminDashboardFixture, dashboardFixture } from '../../mocks/dashboardFixtures';
import { KPI_DEFINITIONS, NOT_ENOUGH_DATA } from '@shop/domain/kpis';
import { api } from '../../src/store/api/enhanced';
import { renderApp, signIn } from './renderApp';
import { holdGet } from './heldAnswer';
import { answerWith, card, openDashboard, prepareDashboard } from './dashboardKit';
import { refuse } from './answers';

prepareDashboard();

const SIX_CARDS = [
  'Total Sales',
  'Total Orders',
  'Pending / Confirmed Orders',
  'Cancelled / Returned',
  'Total Customers',
  "Products' Stock",
];
const SUPERADMIN_CARDS = ['Active Admins', 'Conversion Rate', 'Refund %', 'Revenue Forecast'];

/** Waits for a tooltip with the text (another may still be fading out). */
const shownTooltip = (text: string) =>
  waitFor(() =>
    expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toContain(text),
  );
const queryCard = (title: string) => screen.queryByText(title, { selector: 'p' });

describe('/dashboard', { timeout: 30_000 }, () => {
  it("shows a spinner with 'Loading dashboard...' until the figures arrive", async () => {
    const answer = holdGet('*/api/dashboard', dashboardFixture);
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
    refuse('get', '*/api/dashboard', 500, 'Database down');
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
