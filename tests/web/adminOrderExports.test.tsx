import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORDERS_CSV_NAME, ordersCsvFixture } from '../../mocks/adminOrderFixtures';
import { server } from '../../mocks/node';
import * as grid from './ordersGridKit';

grid.prepareOrdersGrid();

describe('/orders: exports', { timeout: 15_000 }, () => {
  it('exports the filtered orders as CSV with the bearer token, named by the server', async () => {
    const { created, downloads } = grid.captureDownloads('blob:orders');
    const exports: { query: Record<string, string>; auth: string | null }[] = [];
    server.use(
      http.get('*/api/orders/export', ({ request }) => {
        exports.push({
          query: Object.fromEntries(new URL(request.url).searchParams),
          auth: request.headers.get('authorization'),
        });
      }),
    );
    const lists = grid.recordLists();
    const user = userEvent.setup();
    await grid.openOrders();
    await grid.rowOf('ORD-20250601-00001');
    await user.selectOptions(grid.statusFilter(), 'Pending');
    await user.type(grid.searchBox(), 'ayesha');
    await waitFor(
      () => expect(lists.last()).toMatchObject({ status: 'Pending', search: 'ayesha' }),
      { timeout: 3000 },
    );

    await user.click(grid.exportButton());
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(exports).toEqual([
      { query: { status: 'Pending', search: 'ayesha' }, auth: 'Bearer access-token-1' },
    ]);
    expect(downloads[0]).toEqual({ href: 'blob:orders', download: ORDERS_CSV_NAME });
    const csv = await created()[0]!.text();
    expect(csv).toContain('ORD-20250601-00001');
    expect(csv).not.toContain('ORD-20250531-00002');
    // The button comes back in a render after the download has started.
    await waitFor(() => expect(grid.exportButton()).toBeEnabled());
    expect(ordersCsvFixture.startsWith('\uFEFF')).toBe(true);
  });

  it('exports the filtered orders as an Excel workbook, named by the server', async () => {
    const { downloads } = grid.captureDownloads('blob:workbook');
    const asked: Record<string, string>[] = [];
    server.use(
      http.get('*/api/orders/export.xlsx', ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="orders-2026-11-24.xlsx"',
          },
        });
      }),
    );
    const user = userEvent.setup();
    await grid.openOrders();
    await user.selectOptions(grid.statusFilter(), 'Pending');
    // Clicked as soon as the search is typed, before the grid's search debounce has run: the
    // export still holds what the box says.
    await user.type(grid.searchBox(), ' ayesha ');
    await user.click(screen.getByText('Export Excel').closest('button') as HTMLElement);
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(asked).toEqual([{ status: 'Pending', search: 'ayesha' }]);
    expect(downloads[0]).toEqual({ href: 'blob:workbook', download: 'orders-2026-11-24.xlsx' });
  });

  it('renews an expired token once and retries the export', async () => {
    const { click } = grid.captureDownloads('blob:orders');
    const auths: (string | null)[] = [];
    server.use(
      http.get('*/api/orders/export', ({ request }) => {
        const auth = request.headers.get('authorization');
        auths.push(auth);
        if (auth !== 'Bearer access-token-2') {
          return HttpResponse.json({ message: 'Token expired' }, { status: 401 });
        }
      }),
    );
    const user = userEvent.setup();
    await grid.openOrders();
    await user.click(grid.exportButton());
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(auths).toEqual(['Bearer access-token-1', 'Bearer access-token-2']);
    expect(localStorage.getItem('token')).toBe('access-token-2');
  });

  it("shows 'Failed to export orders' when the export fails", async () => {
    const { click } = grid.captureDownloads('blob:orders');
    server.use(http.get('*/api/orders/export', () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup();
    await grid.openOrders();
    await user.click(grid.exportButton());
    await waitFor(() => expect(grid.alertArea()).toHaveTextContent('Failed to export orders'));
    expect(click).not.toHaveBeenCalled();
  });
});
