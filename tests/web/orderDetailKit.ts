import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { adminOrderDetailFixture } from '../../mocks/adminOrderFixtures';
import { server } from '../../mocks/node';
import type { GetOrderApiResponse } from '../../src/store/api/generated/storefrontApi';
import { preloadScreens, renderApp, signIn } from './renderApp';

/** For a test file of /orders/{id}: its lazy chunks are loaded once, outside the tests' limits. */
export const prepareOrderDetail = () =>
  preloadScreens(
    () => import('../../src/app/admin/AdminLayout'),
    () => import('../../src/features/orders/OrderDetailPage'),
  );

export const ID = adminOrderDetailFixture._id;

/**
 * Answers GET /api/orders/{id} with `order()` (called per request), counting the reads, and
 * records what each PUT /api/orders/{id} is sent (then lets the default handler answer).
 */
export function serveOrder(order: () => GetOrderApiResponse) {
  const served = { reads: 0, sent: [] as unknown[] };
  server.use(
    http.get('*/api/orders/:id', ({ params }) => {
      served.reads += 1;
      return params.id === ID
        ? HttpResponse.json(order())
        : HttpResponse.json({ message: 'Order not found' }, { status: 404 });
    }),
    http.put('*/api/orders/:id', async ({ request }) => {
      served.sent.push(await request.clone().json());
    }),
  );
  return served;
}

/** Signs in and opens the order, once its heading is shown. */
export async function openOrder() {
  signIn();
  const user = userEvent.setup();
  const view = renderApp(`/orders/${ID}`);
  await screen.findByRole('heading', { name: 'Order ORD-20250601-00001' }, { timeout: 5000 });
  return { ...view, user };
}

export const section = (name: string) => screen.getByRole('region', { name });
export { alertArea } from './backOfficeListKit';
export const statusSelect = () => screen.getByRole('combobox', { name: 'Status' });
