import { Readable } from 'node:stream';
import { textPhone } from '@shop/domain/phone';
import { shopDay, shopDayAndTime } from '@shop/domain/dates';
import type { ExportRow } from './orderQueries';

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
  'Items',
  'Delivery (PKR)',
  'Discount (PKR)',
  'Discount code',
];

/** The export's file name, dated with the shop's day (Pakistan time), not UTC's. */
export const exportFileName = (extension: 'csv' | 'xlsx', now: Date) =>
  `orders-${shopDay(now)}.${extension}`;

/** Characters some spreadsheet reads as a cell separator or a line break when it opens a CSV. */
const SEPARATOR = /([,;\t|\r\n])/;
/** What a spreadsheet reads as the start of a formula (also the full-width forms some accept). */
const FORMULA_START = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
/** Starts like a formula but is a plain value: a phone number (+923001234567) or a number. */
const PLAIN_VALUE = /^(\+\d+|-?\d+(\.\d+)?)$/;

function neutralised(segment: string): string {
  return FORMULA_START.test(segment) && !PLAIN_VALUE.test(segment) ? `'${segment}` : segment;
}

/**
 * One CSV cell that no spreadsheet reads as a formula, whatever separator it splits on: every
 * piece that would start a cell under some separator is neutralised with a leading apostrophe, and
 * a cell holding any separator, quote or line break is quoted.
 */
export function csvCell(value: string | number): string {
  const raw = String(value);
  // A leading tab or carriage return: some spreadsheets drop it and read what follows.
  const text = (/^[\t\r]/.test(raw) ? `'${raw}` : raw).split(SEPARATOR).map(neutralised).join('');
  return /[",;\t|\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** An order as a CSV line: Pakistan time ('2026-11-23 02:00'), phones as people write them. */
export function orderCsvLine(row: ExportRow): string {
  return csvLine([
    row.orderNumber,
    shopDayAndTime(row.createdAt),
    row.customerName,
    row.customerEmail,
    textPhone(row.customerPhone),
    row.customerProvince,
    row.customerCity,
    row.customerAddress,
    row.postalcode,
    row.paymentMethod,
    row.status,
    Number(row.totalAmount).toFixed(2),
    row.items,
    Number(row.deliveryFee).toFixed(2),
    Number(row.discount).toFixed(2),
    row.discountCode ?? '',
  ]);
}

/**
 * The orders as a CSV file (with a byte order mark, for Excel), one batch of lines a chunk. The
 * next batch is read from the database only when the last one has been taken: the stream holds
 * one chunk (highWaterMark 1, where Readable.from would hold 16), and the response takes more only
 * as the client reads.
 */
export function ordersCsv(batches: AsyncIterable<ExportRow[]>): Readable {
  async function* chunks() {
    yield `\uFEFF${csvLine(CSV_HEADER)}`;
    for await (const batch of batches) yield batch.map(orderCsvLine).join('');
  }
  return Readable.from(chunks(), { highWaterMark: 1 });
}
