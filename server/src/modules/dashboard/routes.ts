import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { KPI_DEFINITIONS, type KpiKey } from '@shop/domain/kpis';
import type { Db } from '../../db/client';
import { ErrorResponse } from '../../schemas/common';
import { dashboardFigures } from './service';
import { can } from '@shop/domain/roles';

const Count = Type.Integer();
const Money = Type.Number();
/** A figure with its definition (src/domain/kpis.ts) in the API reference. */
const about = (key: KpiKey) => ({ description: KPI_DEFINITIONS[key] });
/** A rate or forecast: null when there is not enough data to work it out. */
const OrNull = (key: KpiKey) => Type.Union([Type.Number(), Type.Null()], about(key));

const Dashboard = Type.Object({
  kpis: Type.Object({
    totalSales: Type.Number(about('totalSales')),
    bookedSales: Type.Number({ description: 'Booked, not collected yet: see totalSales.' }),
    totalOrders: Type.Integer(about('totalOrders')),
    pendingOrders: Type.Integer(about('pendingOrders')),
    cancelledReturned: Type.Integer(about('cancelledReturned')),
    customers: Type.Integer(about('customers')),
    products: Type.Integer(about('products')),
    discounts: Type.Optional(Type.Number(about('discounts'))),
    discountedOrders: Type.Optional(
      Type.Integer({ description: 'Orders counted in discounts: see discounts.' }),
    ),
    delivery: Type.Optional(Type.Number(about('delivery'))),
    deliveryOrders: Type.Optional(
      Type.Integer({ description: 'Orders counted in delivery: see delivery.' }),
    ),
    activeAdmins: Type.Optional(Type.Integer(about('activeAdmins'))),
    conversionRate: Type.Optional(OrNull('conversionRate')),
    refundPercentage: Type.Optional(OrNull('refundPercentage')),
    forecast: Type.Optional(OrNull('forecast')),
  }),
  charts: Type.Object({
    monthlySales: Type.Array(Type.Object({ label: Type.String(), total: Money })),
    orderStatus: Type.Object({
      Pending: Count,
      Confirmed: Count,
      Shipped: Count,
      Delivered: Count,
      Cancelled: Count,
      Returned: Count,
    }),
    topProducts: Type.Array(
      Type.Object({ _id: Type.String(), name: Type.String(), totalQty: Count }),
    ),
    salesByCategory: Type.Array(Type.Object({ category: Type.String(), total: Money })),
  }),
  tables: Type.Object({
    recentOrders: Type.Array(
      Type.Object({
        _id: Type.String(),
        orderNumber: Type.String(),
        customerName: Type.String(),
        status: Type.String(),
        totalAmount: Money,
      }),
    ),
    lowStock: Type.Array(
      Type.Object({
        _id: Type.String(),
        product: Type.String(),
        variant: Type.String(),
        stock: Count,
      }),
    ),
  }),
});

/** GET /api/dashboard: sales figures for staff; the four extra figures for superadmins only. */
export const dashboardRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  /** The low-stock level as the shop's settings hold it now. */
  lowStockThreshold: () => number;
}> = async (app, { db, lowStockThreshold }) => {
  app.get(
    '/api/dashboard',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'getDashboard',
        tags: ['Dashboard'],
        summary: 'Sales figures, charts and tables (staff; extras for superadmins)',
        response: { 200: Dashboard, 401: ErrorResponse },
      },
    },
    async (request) =>
      dashboardFigures(db, {
        superadmin: can(request.admin!.role, 'seeOwnerFigures'),
        lowStockThreshold: lowStockThreshold(),
      }),
  );
};
