/**
 * One shape for every dashboard response docs/product.md §3 allows: the groups kpis, charts and tables
 * nested or their fields at top level, and several spellings of each chart and table entry.
 * KPIs keep null when missing (the cards show a dash); chart and table values fall back to 0
 * and names to 'Unknown'.
 */

export const UNKNOWN = 'Unknown';

export interface DashboardKpis {
  totalSales: number | null;
  bookedSales: number | null;
  totalOrders: number | null;
  pendingOrders: number | null;
  cancelledReturned: number | null;
  customers: number | null;
  products: number | null;
  discounts: number | null;
  discountedOrders: number | null;
  delivery: number | null;
  deliveryOrders: number | null;
  activeAdmins: number | null;
  conversionRate: number | null;
  refundPercentage: number | null;
  forecast: number | null;
}

/** One labelled value of a chart. */
export interface ChartPoint {
  label: string;
  value: number;
}

export interface RecentOrder {
  /** Null when the entry carries no id: the row then has no View link. */
  id: string | null;
  orderNumber: string;
  customerName: string;
  status: string;
  totalAmount: number;
}

export interface LowStockItem {
  /** The perfume's id; null when missing (no Update link). */
  id: string | null;
  perfume: string;
  variant: string;
  stock: number;
}

export interface DashboardData {
  kpis: DashboardKpis;
  monthlySales: ChartPoint[];
  orderStatus: ChartPoint[];
  topPerfumes: ChartPoint[];
  salesByCategory: ChartPoint[];
  recentOrders: RecentOrder[];
  lowStock: LowStockItem[];
}

type Row = Record<string, unknown>;

const KPI_KEYS = [
  'totalSales',
  'bookedSales',
  'totalOrders',
  'pendingOrders',
  'cancelledReturned',
  'customers',
  'products',
  'discounts',
  'discountedOrders',
  'delivery',
  'deliveryOrders',
  'activeAdmins',
  'conversionRate',
  'refundPercentage',
  'forecast',
] as const satisfies readonly (keyof DashboardKpis)[];

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A finite number, or a numeric string; anything else is null. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** A non-empty string, or a number written as text; anything else is null. */
function toText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** The first of the keys that holds a number; 0 when none does. */
function firstNumber(row: Row, keys: readonly string[]): number {
  for (const key of keys) {
    const value = toNumber(row[key]);
    if (value !== null) return value;
  }
  return 0;
}

/** The first of the keys that holds text (or an object with a text `name`); null when none. */
function firstText(row: Row, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = row[key];
    const text = isRow(value) ? toText(value.name) : toText(value);
    if (text !== null) return text;
  }
  return null;
}

/** An id held as text, or as an object's `_id`. */
function idOf(value: unknown): string | null {
  return isRow(value) ? toText(value._id) : toText(value);
}

function rows(value: unknown): Row[] {
  return Array.isArray(value) ? value.filter(isRow) : [];
}

/** Reads a field from its group (kpis, charts or tables), else from the top level. */
function reader(root: Row, group: string) {
  const nested = isRow(root[group]) ? (root[group] as Row) : {};
  return (key: string): unknown => (key in nested ? nested[key] : root[key]);
}

function normalizeKpis(read: (key: string) => unknown): DashboardKpis {
  const kpis = {} as DashboardKpis;
  for (const key of KPI_KEYS) kpis[key] = toNumber(read(key));
  return kpis;
}

function normalizeOrderStatus(value: unknown): ChartPoint[] {
  if (Array.isArray(value)) {
    return rows(value).map((row) => ({
      label: firstText(row, ['_id', 'status', 'label']) ?? UNKNOWN,
      value: firstNumber(row, ['count', 'total', 'value']),
    }));
  }
  if (isRow(value)) {
    return Object.entries(value).map(([label, count]) => ({
      label: label.trim() === '' ? UNKNOWN : label,
      value: toNumber(count) ?? 0,
    }));
  }
  return [];
}

export function normalizeDashboard(input: unknown): DashboardData {
  const root = isRow(input) ? input : {};
  const chart = reader(root, 'charts');
  const table = reader(root, 'tables');

  return {
    kpis: normalizeKpis(reader(root, 'kpis')),
    monthlySales: rows(chart('monthlySales')).map((row) => ({
      label: firstText(row, ['label', 'month', '_id']) ?? UNKNOWN,
      value: firstNumber(row, ['total', 'value']),
    })),
    orderStatus: normalizeOrderStatus(chart('orderStatus')),
    topPerfumes: rows(chart('topProducts')).map((row) => ({
      label: firstText(row, ['name', 'productName', '_id']) ?? UNKNOWN,
      value: firstNumber(row, ['totalQty', 'unitsSold', 'total']),
    })),
    salesByCategory: rows(chart('salesByCategory')).map((row) => ({
      // `_id` may be the category itself ({ name }) or its name, as a $group stage leaves it.
      label: firstText(row, ['category', 'name', '_id']) ?? UNKNOWN,
      value: firstNumber(row, ['total', 'value']),
    })),
    recentOrders: rows(table('recentOrders')).map((row) => ({
      id: idOf(row._id),
      orderNumber: firstText(row, ['orderNumber']) ?? UNKNOWN,
      customerName: firstText(row, ['customerName']) ?? UNKNOWN,
      status: firstText(row, ['status']) ?? UNKNOWN,
      totalAmount: firstNumber(row, ['totalAmount']),
    })),
    lowStock: rows(table('lowStock')).map((row) => ({
      id: idOf(row._id) ?? idOf(row.productId) ?? (isRow(row.product) ? idOf(row.product) : null),
      perfume: firstText(row, ['product', 'name']) ?? UNKNOWN,
      variant: firstText(row, ['variant', 'size']) ?? UNKNOWN,
      stock: firstNumber(row, ['stock']),
    })),
  };
}
