import { describe, expect, it } from 'vitest';
import { dashboardFixture } from '../../mocks/dashboardFixtures';
import { normalizeDashboard } from '../../src/features/dashboard/normalizeDashboard';

const EMPTY_KPIS = {
  totalSales: null,
  bookedSales: null,
  totalOrders: null,
  pendingOrders: null,
  cancelledReturned: null,
  customers: null,
  products: null,
  discounts: null,
  discountedOrders: null,
  delivery: null,
  deliveryOrders: null,
  activeAdmins: null,
  conversionRate: null,
  refundPercentage: null,
  forecast: null,
};

describe('normalizeDashboard', () => {
  it('reads the nested shape our server sends', () => {
    const data = normalizeDashboard(dashboardFixture);
    expect(data.kpis).toEqual({
      totalSales: 1250000,
      bookedSales: 12500,
      totalOrders: 342,
      pendingOrders: 27,
      cancelledReturned: 12,
      customers: 289,
      products: 1534,
      discounts: 45000,
      discountedOrders: 38,
      delivery: 57600,
      deliveryOrders: 288,
      activeAdmins: 4,
      conversionRate: 3.25,
      refundPercentage: 1.5,
      forecast: 1380000,
    });
    expect(data.monthlySales[0]).toEqual({ label: 'Jan 2025', value: 180000 });
    expect(data.monthlySales).toHaveLength(6);
    expect(data.orderStatus).toEqual([
      { label: 'Pending', value: 20 },
      { label: 'Confirmed', value: 7 },
      { label: 'Shipped', value: 15 },
      { label: 'Delivered', value: 288 },
      { label: 'Cancelled', value: 8 },
      { label: 'Returned', value: 4 },
    ]);
    expect(data.topPerfumes[0]).toEqual({ label: 'Oud Royale', value: 120 });
    expect(data.salesByCategory).toEqual([
      { label: 'Men', value: 640000 },
      { label: 'Women', value: 480000 },
      { label: 'Unisex', value: 130000 },
    ]);
    expect(data.recentOrders[0]).toEqual({
      id: 'e0e0e0e0-0001-4000-8000-000000000001',
      orderNumber: 'ORD-20250601-00001',
      customerName: 'Ayesha Khan',
      status: 'Pending',
      totalAmount: 12500,
    });
    expect(data.lowStock[0]).toEqual({
      id: 'd0d0d0d0-0001-4000-8000-000000000001',
      perfume: 'Oud Royale',
      variant: '50ml',
      stock: 2,
    });
  });

  it('reads the same fields at top level, giving the same result', () => {
    const flat = {
      ...dashboardFixture.kpis,
      ...dashboardFixture.charts,
      ...dashboardFixture.tables,
    };
    expect(normalizeDashboard(flat)).toEqual(normalizeDashboard(dashboardFixture));
  });

  it('falls back to the top level for a field missing from its group', () => {
    const data = normalizeDashboard({
      kpis: { totalSales: 10 },
      totalOrders: 3,
      charts: {},
      monthlySales: [{ label: 'Jan', total: 5 }],
    });
    expect(data.kpis.totalSales).toBe(10);
    expect(data.kpis.totalOrders).toBe(3);
    expect(data.monthlySales).toEqual([{ label: 'Jan', value: 5 }]);
  });

  it('keeps missing and null KPIs as null (the cards show a dash), and reads numeric text', () => {
    const data = normalizeDashboard({
      kpis: { totalSales: '2500', conversionRate: null, refundPercentage: 'n/a', forecast: NaN },
    });
    expect(data.kpis).toEqual({ ...EMPTY_KPIS, totalSales: 2500 });
  });

  it('gives an empty dashboard for an empty or unreadable response', () => {
    const empty = {
      kpis: EMPTY_KPIS,
      monthlySales: [],
      orderStatus: [],
      topPerfumes: [],
      salesByCategory: [],
      recentOrders: [],
      lowStock: [],
    };
    expect(normalizeDashboard({})).toEqual(empty);
    expect(normalizeDashboard(null)).toEqual(empty);
    expect(normalizeDashboard('oops')).toEqual(empty);
    expect(normalizeDashboard([1, 2])).toEqual(empty);
    expect(normalizeDashboard({ charts: { monthlySales: 'x', orderStatus: 5 } })).toEqual(empty);
  });

  describe('orderStatus', () => {
    it('reads an object of status to count, missing counts as 0', () => {
      const data = normalizeDashboard({ charts: { orderStatus: { Pending: 2, Shipped: null } } });
      expect(data.orderStatus).toEqual([
        { label: 'Pending', value: 2 },
        { label: 'Shipped', value: 0 },
      ]);
    });

    it.each([
      ['_id', 'count'],
      ['status', 'total'],
      ['label', 'value'],
      ['_id', 'value'],
      ['status', 'count'],
      ['label', 'total'],
    ])('reads a list of %s with %s', (nameKey, countKey) => {
      const data = normalizeDashboard({
        charts: {
          orderStatus: [
            { [nameKey]: 'Pending', [countKey]: 4 },
            { [nameKey]: 'Delivered', [countKey]: 9 },
          ],
        },
      });
      expect(data.orderStatus).toEqual([
        { label: 'Pending', value: 4 },
        { label: 'Delivered', value: 9 },
      ]);
    });

    it("counts a missing count as 0 and a missing status as 'Unknown'", () => {
      const data = normalizeDashboard({ orderStatus: [{ count: 3 }, { _id: 'Shipped' }, {}] });
      expect(data.orderStatus).toEqual([
        { label: 'Unknown', value: 3 },
        { label: 'Shipped', value: 0 },
        { label: 'Unknown', value: 0 },
      ]);
    });
  });

  describe('topProducts', () => {
    it.each([
      [{ name: 'Oud', totalQty: 5 }],
      [{ _id: 'Oud', unitsSold: 5 }],
      [{ productName: 'Oud', total: 5 }],
      [{ name: 'Oud', unitsSold: 5 }],
      [{ productName: 'Oud', totalQty: 5 }],
      [{ _id: 'Oud', total: 5 }],
    ])('reads %o', (entry) => {
      expect(normalizeDashboard({ charts: { topProducts: [entry] } }).topPerfumes).toEqual([
        { label: 'Oud', value: 5 },
      ]);
    });

    it('prefers the name to the id', () => {
      const data = normalizeDashboard({ topProducts: [{ _id: 'p-1', name: 'Oud', totalQty: 1 }] });
      expect(data.topPerfumes).toEqual([{ label: 'Oud', value: 1 }]);
    });

    it("gives 'Unknown' and 0 when name and quantity are missing", () => {
      expect(normalizeDashboard({ topProducts: [{}] }).topPerfumes).toEqual([
        { label: 'Unknown', value: 0 },
      ]);
    });
  });

  describe('salesByCategory', () => {
    it.each([
      [{ _id: { _id: 'c-1', name: 'Men' }, total: 700 }],
      [{ _id: { name: 'Men' }, value: 700 }],
      [{ category: 'Men', total: 700 }],
      [{ category: 'Men', value: 700 }],
      [{ name: 'Men', total: 700 }],
      [{ _id: 'Men', total: 700 }],
      [{ category: { name: 'Men' }, value: 700 }],
    ])('reads %o', (entry) => {
      expect(normalizeDashboard({ charts: { salesByCategory: [entry] } }).salesByCategory).toEqual([
        { label: 'Men', value: 700 },
      ]);
    });

    it("gives 'Unknown' and 0 when name and total are missing", () => {
      const data = normalizeDashboard({
        salesByCategory: [{ _id: null, total: 5 }, { _id: {} }, { category: '' }],
      });
      expect(data.salesByCategory).toEqual([
        { label: 'Unknown', value: 5 },
        { label: 'Unknown', value: 0 },
        { label: 'Unknown', value: 0 },
      ]);
    });
  });

  describe('monthlySales', () => {
    it("counts a missing total as 0 and a missing label as 'Unknown'", () => {
      expect(normalizeDashboard({ monthlySales: [{ label: 'Jan' }, { total: 9 }] })).toMatchObject({
        monthlySales: [
          { label: 'Jan', value: 0 },
          { label: 'Unknown', value: 9 },
        ],
      });
    });
  });

  describe('recentOrders', () => {
    it("fills missing fields: 0 total, 'Unknown' texts, no id", () => {
      expect(normalizeDashboard({ tables: { recentOrders: [{}] } }).recentOrders).toEqual([
        {
          id: null,
          orderNumber: 'Unknown',
          customerName: 'Unknown',
          status: 'Unknown',
          totalAmount: 0,
        },
      ]);
    });
  });

  describe('lowStock', () => {
    it('reads _id, product, variant and stock', () => {
      const data = normalizeDashboard({
        tables: { lowStock: [{ _id: 'p-1', product: 'Oud', variant: '50ml', stock: 1 }] },
      });
      expect(data.lowStock).toEqual([{ id: 'p-1', perfume: 'Oud', variant: '50ml', stock: 1 }]);
    });

    it('reads productId, name and size', () => {
      const data = normalizeDashboard({
        lowStock: [{ productId: 'p-2', name: 'Rose', size: '100ml', stock: 3 }],
      });
      expect(data.lowStock).toEqual([{ id: 'p-2', perfume: 'Rose', variant: '100ml', stock: 3 }]);
    });

    it("fills missing fields: no id, 'Unknown' names, 0 stock", () => {
      expect(normalizeDashboard({ lowStock: [{}] }).lowStock).toEqual([
        { id: null, perfume: 'Unknown', variant: 'Unknown', stock: 0 },
      ]);
    });
  });
});
