import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { nationalPhone } from '../../../../src/domain/checkout';
import { shopWallClock } from '../../../../src/domain/dates';
import type { orders } from '../../db/schema';
import { CSV_HEADER } from './csv';

type OrderRow = typeof orders.$inferSelect;

/** The Excel export's columns: the CSV's, with a type and a width each. */
const COLUMNS: Partial<ExcelJS.Column>[] = [
  { key: 'orderNumber', width: 22 },
  { key: 'date', width: 17, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
  { key: 'customer', width: 24 },
  { key: 'email', width: 28 },
  { key: 'phone', width: 15 },
  { key: 'province', width: 16 },
  { key: 'city', width: 14 },
  { key: 'address', width: 40 },
  { key: 'postalcode', width: 11 },
  { key: 'payment', width: 9 },
  { key: 'status', width: 11 },
  { key: 'total', width: 14, style: { numFmt: '"Rs." #,##0.00' } },
].map((column, i) => ({ ...column, header: CSV_HEADER[i] }));

/**
 * The orders as an .xlsx file, written while the batches arrive (exceljs's streaming writer, no
 * shared strings), so a large export holds one batch in memory. Every text is a text cell, never
 * a formula: order numbers and phones stay as written, `=1+2` stays `=1+2`. Dates are date
 * cells, totals numbers with a Rs. format; the header row is frozen.
 */
export function ordersWorkbook(batches: AsyncIterable<OrderRow[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    for await (const batch of batches) {
      for (const row of batch) {
        sheet
          .addRow({
            orderNumber: row.orderNumber,
            date: shopWallClock(row.createdAt),
            customer: row.customerName,
            email: row.customerEmail,
            phone: nationalPhone(row.customerPhone),
            province: row.customerProvince,
            city: row.customerCity,
            address: row.customerAddress,
            postalcode: row.postalcode,
            payment: row.paymentMethod,
            status: row.status,
            total: Number(row.totalAmount),
          })
          .commit();
      }
      // A slow download: the next batch is read once the client has taken this one.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
