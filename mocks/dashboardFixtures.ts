import type { GetDashboardApiResponse } from '../src/store/api/generated/backOfficeApi';

/** GET /api/dashboard as a superadmin gets it: the nested groups, with the superadmin KPIs. */
export const dashboardFixture: GetDashboardApiResponse = {
  kpis: {
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
  },
  charts: {
    monthlySales: [
      { label: 'Jan 2025', total: 180000 },
      { label: 'Feb 2025', total: 210500 },
      { label: 'Mar 2025', total: 195000 },
      { label: 'Apr 2025', total: 240000 },
      { label: 'May 2025', total: 205000 },
      { label: 'Jun 2025', total: 219500 },
    ],
    orderStatus: {
      Pending: 20,
      Confirmed: 7,
      Shipped: 15,
      Delivered: 288,
      Cancelled: 8,
      Returned: 4,
    },
    topProducts: [
      { _id: 'd0d0d0d0-0001-4000-8000-000000000001', name: 'Oud Royale', totalQty: 120 },
      { _id: 'd0d0d0d0-0002-4000-8000-000000000002', name: 'Rose Musk', totalQty: 95 },
      { _id: 'd0d0d0d0-0003-4000-8000-000000000003', name: 'Amber Nights', totalQty: 61 },
    ],
    salesByCategory: [
      { category: 'Men', total: 640000 },
      { category: 'Women', total: 480000 },
      { category: 'Unisex', total: 130000 },
    ],
  },
  tables: {
    recentOrders: [
      {
        _id: 'e0e0e0e0-0001-4000-8000-000000000001',
        orderNumber: 'ORD-20250601-00001',
        customerName: 'Ayesha Khan',
        status: 'Pending',
        totalAmount: 12500,
      },
      {
        _id: 'e0e0e0e0-0002-4000-8000-000000000002',
        orderNumber: 'ORD-20250531-00002',
        customerName: 'Bilal Ahmed',
        status: 'Delivered',
        totalAmount: 1234567,
      },
      {
        _id: 'e0e0e0e0-0003-4000-8000-000000000003',
        orderNumber: 'ORD-20250530-00003',
        customerName: 'Sana Malik',
        status: 'Cancelled',
        totalAmount: 4800,
      },
      {
        _id: 'e0e0e0e0-0004-4000-8000-000000000004',
        orderNumber: 'ORD-20250529-00004',
        customerName: 'Usman Tariq',
        status: 'Shipped',
        totalAmount: 9900,
      },
    ],
    lowStock: [
      {
        _id: 'd0d0d0d0-0001-4000-8000-000000000001',
        product: 'Oud Royale',
        variant: '50ml',
        stock: 2,
      },
      {
        _id: 'd0d0d0d0-0003-4000-8000-000000000003',
        product: 'Amber Nights',
        variant: '100ml',
        stock: 0,
      },
    ],
  },
};

/** The same figures as an admin gets them: no superadmin-only KPIs. */
export const adminDashboardFixture: GetDashboardApiResponse = {
  ...dashboardFixture,
  kpis: {
    totalSales: dashboardFixture.kpis.totalSales,
    bookedSales: dashboardFixture.kpis.bookedSales,
    totalOrders: dashboardFixture.kpis.totalOrders,
    pendingOrders: dashboardFixture.kpis.pendingOrders,
    cancelledReturned: dashboardFixture.kpis.cancelledReturned,
    customers: dashboardFixture.kpis.customers,
    products: dashboardFixture.kpis.products,
    discounts: dashboardFixture.kpis.discounts,
    discountedOrders: dashboardFixture.kpis.discountedOrders,
    delivery: dashboardFixture.kpis.delivery,
    deliveryOrders: dashboardFixture.kpis.deliveryOrders,
  },
};

/** A shop with no orders and nothing low on stock: empty tables, no rates yet. */
export const emptyDashboardFixture: GetDashboardApiResponse = {
  kpis: {
    totalSales: 0,
    bookedSales: 0,
    totalOrders: 0,
    pendingOrders: 0,
    cancelledReturned: 0,
    customers: 0,
    products: 0,
    activeAdmins: 1,
    conversionRate: null,
    refundPercentage: null,
    forecast: null,
  },
  charts: {
    monthlySales: [],
    orderStatus: { Pending: 0, Confirmed: 0, Shipped: 0, Delivered: 0, Cancelled: 0, Returned: 0 },
    topProducts: [],
    salesByCategory: [],
  },
  tables: { recentOrders: [], lowStock: [] },
};
