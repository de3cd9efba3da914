import type { orders } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;

export const CSV_HEADER = [
  'Order No',
  'Date',
  'Customer',
  'Email',
  'Phone',
  'Province',
  'City',
  'Address',
  'Postal code',
  'Payment',
  'Status',
  'Total (PKR)',
];

/** One CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function orderCsvLine(row: OrderRow): string {
  return csvLine([
    row.orderNumber,
    row.createdAt.toISOString(),
    row.customerName,
    row.customerEmail,
    row.customerPhone,
    row.customerProvince,
    row.customerCity,
    row.customerAddress,
    row.postalcode,
    row.paymentMethod,
    row.status,
    Number(row.totalAmount).toFixed(2),
  ]);
}
