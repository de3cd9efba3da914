import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { textPhone } from '@shop/domain/phone';
import { shopWallClock } from '@shop/domain/dates';
import { CSV_HEADER } from './csv';
import type { ExportRow } from './orderQueries';

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
  { key: 'items', width: 60 },
  { key: 'delivery', width: 14, style: { numFmt: '"Rs." #,##0.00' } },
  { key: 'discount', width: 14, style: { numFmt: '"Rs." #,##0.00' } },
  { key: 'discountCode', width: 14 },
].map((column, i) => ({ ...column, header: CSV_HEADER[i] }));

/** The part of a stream's state this file reads (Node's streams and readable-stream 2 alike). */
interface Backlog extends NodeJS.EventEmitter {
  _writableState: { needDrain: boolean };
}

/**
 * Where the sheet's XML waits for the zip's deflate. exceljs's streaming writer puts the rows it
 * commits into a buffer of its own (StreamBuf) that hands every 64 KB to the stream the zip reads
 * (archiver's PassThrough) without waiting for it: write() saying "full" is ignored. Rows then pile
 * up there as fast as the database gives them, however slowly the file is compressed and sent
 * (50 MB of 100,000 orders on PostgreSQL). exceljs 4.4 has no public handle on that stream, so
 * this finds it, and the writer waits for it to drain; undefined if a later exceljs moves it.
 */
function sheetBacklog(sheet: ExcelJS.Worksheet): Backlog | undefined {
  const buffer = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream;
  const pipe = buffer?.pipes?.[0] as Partial<Backlog> | undefined;
  return typeof pipe?.once === 'function' && pipe._writableState ? (pipe as Backlog) : undefined;
}

/**
 * The orders as an .xlsx file, written while the batches arrive (exceljs's streaming writer, no
 * shared strings). The next batch is read only once the zip has taken the last one's rows and the
 * client its bytes, so an export holds about one batch in memory whatever its size. Every text is
 * a text cell, never a formula: order numbers and phones stay as written, `=1+2` stays `=1+2`.
 * Dates are date cells, totals numbers with a Rs. format; the header row is frozen.
 */
export function ordersWorkbook(batches: AsyncIterable<ExportRow[]>): Readable {
  const out = new PassThrough();
  // A download given up: stop waiting, and stop reading the database.
  const gone = new AbortController();
  out.once('close', () => gone.abort());
  const write = async () => {
    // Loaded on the first export, not at start: exceljs is 9 MB of heap a shop rarely needs.
    const { default: excel } = await import('exceljs');
    const workbook = new excel.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = COLUMNS;
    sheet.getRow(1).font = { bold: true };
    const backlog = sheetBacklog(sheet);
    for await (const batch of batches) {
      for (const row of batch) {
        sheet
          .addRow({
            orderNumber: row.orderNumber,
            date: shopWallClock(row.createdAt),
            customer: row.customerName,
            email: row.customerEmail,
            phone: textPhone(row.customerPhone),
            province: row.customerProvince,
            city: row.customerCity,
            address: row.customerAddress,
            postalcode: row.postalcode,
            payment: row.paymentMethod,
            status: row.status,
            total: Number(row.totalAmount),
            items: row.items,
            delivery: Number(row.deliveryFee),
            discount: Number(row.discount),
            discountCode: row.discountCode ?? '',
          })
          .commit();
      }
      if (backlog?._writableState.needDrain) await once(backlog, 'drain', { signal: gone.signal });
      // A slow download: the next batch is read once the client has taken this one.
      if (out.writableNeedDrain) await once(out, 'drain', { signal: gone.signal });
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
