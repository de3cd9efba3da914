import type { OrderStatus } from '../../../../src/domain/orderStatus';
import type { Db } from '../../db/client';
import {
  activeAdminsQuery,
  customersQuery,
  kpiQuery,
  lowStockQuery,
  monthlySalesQuery,
  recentOrderCountQuery,
  recentOrdersQuery,
  rows,
  salesByCategoryQuery,
  topProductsQuery,
  unitsQuery,
  visitsQuery,
} from './queries';
import { lastMonths, linearTrendAt, round2 } from './trend';

type Num = number | string | null;
const n = (value: Num | undefined) => Number(value ?? 0);

/**
 * The dashboard's figures (docs/server-rules.md §6), computed in SQL on every request from the roll-ups that
 * the database's triggers keep (rollups.ts). Superadmins also get
 * active admins, conversion rate, refund percentage and a revenue forecast.
 */
export async function dashboardFigures(
  db: Db,
  opts: { superadmin: boolean; lowStockThreshold: number },
) {
  const months = lastMonths(12);
  const [[k], [c], [u], monthly, top, byCategory, recent, low, admins, visits, recentCount] =
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
      opts.superadmin ? rows<{ n: Num }>(db, visitsQuery) : Promise.resolve([]),
      opts.superadmin ? rows<{ n: Num }>(db, recentOrderCountQuery) : Promise.resolve([]),
    ]);

  const monthlySales = months.map((m) => ({
    label: m.label,
    total: round2(n(monthly.find((r) => r.month === m.key)?.total)),
  }));
  const kpis: {
    totalSales: number;
    totalOrders: number;
    pendingOrders: number;
    cancelledReturned: number;
    customers: number;
    products: number;
    activeAdmins?: number;
    conversionRate?: number | null;
    refundPercentage?: number | null;
    forecast?: number;
  } = {
    totalSales: round2(n(k?.total_sales)),
    totalOrders: n(k?.total_orders),
    pendingOrders: n(k?.pending) + n(k?.confirmed),
    cancelledReturned: n(k?.cancelled) + n(k?.returned),
    customers: n(c?.customers),
    products: n(u?.units),
  };
  if (opts.superadmin) {
    const visitCount = n(visits[0]?.n);
    const settled = n(k?.delivered_value) + n(k?.returned_value);
    // The trend runs over the six complete months before this one; "next month" is two steps on.
    const lastSix = monthlySales.slice(5, 11).map((m) => m.total);
    Object.assign(kpis, {
      activeAdmins: n(admins[0]?.n),
      conversionRate: visitCount > 0 ? round2((n(recentCount[0]?.n) / visitCount) * 100) : null,
      refundPercentage: settled > 0 ? round2((n(k?.returned_value) / settled) * 100) : null,
      forecast: round2(Math.max(0, linearTrendAt(lastSix, 7))),
    });
  }
  return {
    kpis,
    charts: {
      monthlySales,
      orderStatus: {
        Pending: n(k?.pending),
        Confirmed: n(k?.confirmed),
        Shipped: n(k?.shipped),
        Delivered: n(k?.delivered),
        Cancelled: n(k?.cancelled),
        Returned: n(k?.returned),
      },
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
