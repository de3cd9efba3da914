import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/src/db/schema';
import { as, staffServer } from './helpers/testApp';

describe('the orders back office list and export', () => {
  const t = staffServer();

  beforeAll(async () => {
    const base = {
      customerProvince: 'Punjab',
      customerCity: 'Lahore',
      customerAddress: 'Street 1',
      postalcode: '54000',
    };
    await t.app.database.db.insert(orders).values([
      {
        ...base,
        orderNumber: 'ORD-20261101-AAAAA',
        customerName: 'Ayesha Khan',
        customerEmail: 'ayesha@example.pk',
        customerPhone: '0300-1111111',
        status: 'Pending',
        totalAmount: 1000,
        createdAt: new Date('2026-11-01T10:00:00Z'),
      },
      {
        ...base,
        orderNumber: 'ORD-20261102-BBBBB',
        customerName: 'Bilal Ahmed',
        customerEmail: 'bilal@example.pk',
        customerPhone: '+923211234567',
        status: 'Delivered',
        totalAmount: 25000,
        createdAt: new Date('2026-11-02T10:00:00Z'),
      },
      {
        ...base,
        orderNumber: 'ORD-20261103-CCCCC',
        customerName: '=HYPERLINK("x")',
        customerEmail: 'c@example.pk',
        customerPhone: '0333-3333333',
        status: 'Pending',
        totalAmount: 500,
        createdAt: new Date('2026-11-03T10:00:00Z'),
      },
      {
        ...base,
        orderNumber: 'ORD-20261104-DDDDD',
        customerName: 'Sana, "Malik"',
        customerEmail: 'sana@example.pk',
        customerPhone: '0345-4444444',
        status: 'Cancelled',
        totalAmount: 7000,
        createdAt: new Date('2026-11-04T10:00:00Z'),
      },
    ]);
  });

  const list = async (query: string) => {
    const response = await as(t, t.clerk)('GET', `/api/orders?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      orders: { orderNumber: string; totalAmount: number }[];
      total: number;
      page: number;
      pageSize: number;
    };
  };
  const numbers = (page: { orders: { orderNumber: string }[] }) =>
    page.orders.map((o) => o.orderNumber.slice(-5));

  it('lists newest first with the total count', async () => {
    const page = await list('');
    expect(numbers(page)).toEqual(['DDDDD', 'CCCCC', 'BBBBB', 'AAAAA']);
    expect(page).toMatchObject({ total: 4, page: 0, pageSize: 25 });
    expect(page.orders[2]).toMatchObject({
      totalAmount: 25000,
      customerName: 'Bilal Ahmed',
      status: 'Delivered',
    });
  });

  it('filters by status', async () => {
    expect(numbers(await list('status=Pending'))).toEqual(['CCCCC', 'AAAAA']);
    expect(numbers(await list('status='))).toHaveLength(4);
  });

  it('searches order number, name, e-mail and phone (typed or as digits)', async () => {
    expect(numbers(await list('search=ord-20261102'))).toEqual(['BBBBB']);
    expect(numbers(await list('search=ayesha'))).toEqual(['AAAAA']);
    expect(numbers(await list('search=SANA%40example'))).toEqual(['DDDDD']);
    expect(numbers(await list('search=03001111111'))).toEqual(['AAAAA']);
    expect(numbers(await list('search=0345-444'))).toEqual(['DDDDD']);
    expect(numbers(await list('search=%25'))).toEqual([]);
    expect(numbers(await list('search=ayesha&status=Delivered'))).toEqual([]);
  });

  it('pages and sorts on the server', async () => {
    const first = await list('pageSize=2&page=0&sort=totalAmount&order=desc');
    expect(numbers(first)).toEqual(['BBBBB', 'DDDDD']);
    expect(first.total).toBe(4);
    expect(numbers(await list('pageSize=2&page=1&sort=totalAmount&order=desc'))).toEqual([
      'AAAAA',
      'CCCCC',
    ]);
    expect(numbers(await list('sort=customerName&order=asc'))).toEqual([
      'CCCCC',
      'AAAAA',
      'BBBBB',
      'DDDDD',
    ]);
    expect((await as(t, t.clerk)('GET', '/api/orders?pageSize=500')).statusCode).toBe(400);
    expect((await as(t, t.clerk)('GET', '/api/orders?sort=password')).statusCode).toBe(400);
  });

  it('exports the filtered orders as CSV that spreadsheets cannot mistake for formulas', async () => {
    const response = await as(t, t.clerk)('GET', '/api/orders/export?status=Pending');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order No,Date,Customer,Email,Phone,Province,City,Address,Postal code,Payment,Status,Total (PKR),Items,Delivery (PKR),Discount (PKR),Discount code',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`'=HYPERLINK(""x"")`);
    expect(lines[2]).toMatch(/^ORD-20261101-AAAAA,2026-11-01 15:00,Ayesha Khan,/);
    const all = await as(t, t.clerk)('GET', '/api/orders/export');
    expect(all.body).toContain('"Sana, ""Malik"""');
  });

  it('keeps the list and the export for signed-in staff', async () => {
    expect((await as(t, null)('GET', '/api/orders')).statusCode).toBe(401);
    expect((await as(t, null)('GET', '/api/orders/export')).statusCode).toBe(401);
  });
});
