import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { nationalPhone } from '../../../../src/domain/checkout';
import { shopDayAndTime } from '../../../../src/domain/dates';
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
 * A spreadsheet date for an instant: Excel and LibreOffice dates have no time zone, so the cell
 * holds the shop's wall-clock time (Pakistan), to the minute, as the CSV writes it.
 */
function shopDate(at: Date): Date {
  const [day, time] = shopDayAndTime(at).split(' ');
  const [y, m, d] = day!.split('-').map(Number);
  const [h, min] = time!.split(':').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!, h!, min!));
}

/** Bytes the writer may hold before the next batch is read. */
const HELD_BYTES = 1024 * 1024;

/** Waits until the zip writer has compressed what it was given and the client has taken it. */
async function settled(workbook: ExcelJS.stream.xlsx.WorkbookWriter, out: PassThrough) {
  const zip = (
    workbook as unknown as {
      zip: NodeJS.ReadableStream & { readableLength: number; writableLength: number };
    }
  ).zip;
  for (let i = 0; i < 2000; i += 1) {
    if (out.writableNeedDrain) await once(out, 'drain');
    if (zip.readableLength + zip.writableLength < HELD_BYTES && !out.writableNeedDrain) return;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

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
            date: shopDate(row.createdAt),
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
      // The next batch is read once this one has been compressed and the client has taken it:
      // rows otherwise pile up in the zip writer while the database answers faster.
      await settled(workbook, out);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
