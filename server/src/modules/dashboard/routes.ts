import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/client';
import { ErrorResponse } from '../../schemas/common';
import { dashboardFigures } from './service';

const Count = Type.Integer();
const Money = Type.Number();
const Nullable = (schema: ReturnType<typeof Type.Number>) => Type.Union([schema, Type.Null()]);

const Dashboard = Type.Object({
  kpis: Type.Object({
    totalSales: Money,
    totalOrders: Count,
    pendingOrders: Count,
    cancelledReturned: Count,
    customers: Count,
    products: Count,
    activeAdmins: Type.Optional(Count),
    conversionRate: Type.Optional(Nullable(Type.Number())),
    refundPercentage: Type.Optional(Nullable(Type.Number())),
    forecast: Type.Optional(Money),
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
  lowStockThreshold: number;
}> = async (app, { db, lowStockThreshold }) => {
  app.get(
    '/api/dashboard',
    {
      onRequest: app.requireAdmin,
      schema: {
        operationId: 'getDashboard',
        tags: ['Dashboard'],
        summary: 'Sales figures, charts and tables (staff; extras for superadmins)',
        security: [{ bearerAuth: [] }],
        response: { 200: Dashboard, 401: ErrorResponse },
      },
    },
    async (request) =>
      dashboardFigures(db, { superadmin: request.admin!.role === 'superadmin', lowStockThreshold }),
  );
};
