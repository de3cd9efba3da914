import {
  conversionRate,
  forecastNextMonth,
  monthProgress,
  refundPercentage,
} from '@shop/domain/kpis';
import { ORDER_STATUSES, type OrderStatus } from '@shop/domain/orderStatus';
import type { Db } from '../../db/client';
import {
  activeAdminsQuery,
  customersQuery,
  deliveryQuery,
  discountsQuery,
  kpiQuery,
  lowStockQuery,
  monthlySalesQuery,
  recentOrdersQuery,
  rows,
  statusColumn,
  salesByCategoryQuery,
  topProductsQuery,
  unitsQuery,
  visitsQuery,
} from './queries';
import { lastMonths, round2 } from './months';

type Num = number | string | null;
const n = (value: Num | undefined) => Number(value ?? 0);

/**
 * The dashboard's figures (docs/server-rules.md §6), computed in SQL on every request from the
 * roll-ups that the database's triggers keep (rollups.ts), by the definitions of
 * src/domain/kpis.ts. Superadmins also get active admins, conversion rate, refund percentage and
 * a revenue forecast.
 */
export async function dashboardFigures(
  db: Db,
  opts: { superadmin: boolean; lowStockThreshold: number },
) {
  const now = new Date();
  const months = lastMonths(12, now);
  const [[k], [c], [u], monthly, top, byCategory, recent, low, admins, [visits], [d], [del]] =
    await Promise.all([
      rows<Record<string, Num>>(db, kpiQuery),
      rows<{ customers: Num }>(db, customersQuery),
      rows<{ units: Num }>(db, unitsQuery),
      rows<{ month: string; total: Num }>(db, monthlySalesQuery(months[0]!.key)),
      rows<{ id: string; name: string; units: Num }>(db, topProductsQuery(months[0]!.key)),
      rows<{ category: string | null; total: Num }>(db, salesByCategoryQuery(months[0]!.key)),
      rows<{
        id: string;
        order_number: string;
        customer_name: string;
        status: OrderStatus;
        total_amount: Num;
      }>(db, recentOrdersQuery),
      rows<{ id: string; product: string; variant: string; available: Num }>(
        db,
        lowStockQuery(opts.lowStockThreshold),
      ),
      opts.superadmin ? rows<{ n: Num }>(db, activeAdminsQuery) : Promise.resolve([]),
      opts.superadmin
        ? rows<{ sessions: Num; ordering: Num }>(db, visitsQuery)
        : Promise.resolve([]),
      rows<{ total: Num; orders: Num }>(db, discountsQuery),
      rows<{ total: Num; orders: Num }>(db, deliveryQuery),
    ]);

  const monthlySales = months.map((m) => ({
    label: m.label,
    total: round2(n(monthly.find((r) => r.month === m.key)?.total)),
  }));
  const kpis: {
    totalSales: number;
    bookedSales: number;
    totalOrders: number;
    pendingOrders: number;
    cancelledReturned: number;
    customers: number;
    products: number;
    discounts: number;
    discountedOrders: number;
    delivery: number;
    deliveryOrders: number;
    activeAdmins?: number;
    conversionRate?: number | null;
    refundPercentage?: number | null;
    forecast?: number | null;
  } = {
    totalSales: round2(n(k?.collected_value)),
    bookedSales: round2(n(k?.booked_value)),
    totalOrders: n(k?.total_orders),
    pendingOrders: n(k?.waiting_orders),
    cancelledReturned: n(k?.lost_orders),
    customers: n(c?.customers),
    products: n(u?.units),
    discounts: round2(n(d?.total)),
    discountedOrders: n(d?.orders),
    delivery: round2(n(del?.total)),
    deliveryOrders: n(del?.orders),
  };
  if (opts.superadmin) {
    const totals = monthlySales.map((m) => m.total);
    Object.assign(kpis, {
      activeAdmins: n(admins[0]?.n),
      conversionRate: conversionRate(n(visits?.ordering), n(visits?.sessions)),
      refundPercentage: refundPercentage(n(k?.refunded_value), n(k?.collected_value)),
      forecast: forecastNextMonth(totals.slice(0, -1), {
        sales: totals.at(-1) ?? 0,
        ...monthProgress(now),
      }),
    });
  }
  return {
    kpis,
    charts: {
      monthlySales,
      orderStatus: Object.fromEntries(
        ORDER_STATUSES.map((status) => [status, n(k?.[statusColumn(status)])]),
      ) as Record<OrderStatus, number>,
      topProducts: top.map((r) => ({ _id: r.id, name: r.name, totalQty: n(r.units) })),
      salesByCategory: byCategory.map((r) => ({
        category: r.category ?? 'Unknown',
        total: round2(n(r.total)),
      })),
    },
    tables: {
      recentOrders: recent.map((r) => ({
        _id: r.id,
        orderNumber: r.order_number,
        customerName: r.customer_name,
        status: r.status,
        totalAmount: round2(n(r.total_amount)),
      })),
      lowStock: low.map((r) => ({
        _id: r.id,
        product: r.product,
        variant: r.variant,
        stock: n(r.available),
      })),
    },
  };
}
