import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { server } from '../../mocks/node';
import { preloadScreens, renderApp, signIn } from './renderApp';

/**
 * For a test file of /dashboard. x-charts draws in jsdom without a ResizeObserver stub: the height
 * prop sizes each chart and a fallback width is used, so legends, axes and series are all present.
 */
export const prepareDashboard = () =>
  preloadScreens(() => import('../../src/features/dashboard/DashboardPage'));

/** Answers GET /api/dashboard with a body, counting the calls. */
export function answerWith(body: unknown) {
  const calls = { count: 0 };
  server.use(
    http.get('*/api/dashboard', () => {
      calls.count += 1;
      return HttpResponse.json(body as object);
    }),
  );
  return calls;
}

export async function openDashboard(role: 'admin' | 'superadmin' = 'superadmin') {
  signIn(role);
  const view = renderApp('/dashboard');
  // Text queries: role queries are slow over the charts' large SVG trees in jsdom.
  await screen.findByText('Recent Orders', { selector: 'h2' }, { timeout: 10_000 });
  return view;
}

/** A KPI card (a group named by its title), found by text: role queries are slow here. */
export function card(title: string) {
  const group = screen.getByText(title, { selector: 'p' }).closest('[role="group"]');
  expect(group).toHaveAccessibleName(title);
  return group as HTMLElement;
}
