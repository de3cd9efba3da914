import { describe, expect, it } from 'vitest';
import { nationalPhone, textPhone } from '@shop/domain/phone';
import { shopDayAndTime } from '@shop/domain/dates';
import { csvCell, exportFileName, orderCsvLine } from '../../server/src/modules/orders/csv';

/** Splits one CSV cell the way a spreadsheet ignoring quotes would, on the given separator. */
const piecesOf = (cell: string, separator: string) =>
  cell
    .replace(/^"|"$/g, '')
    .split(separator)
    .map((piece) => piece.trimStart());

const FORMULA = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Issue 10, finding 8: no cell of the export is read as a formula under any separator. */
describe('CSV cells', () => {
  const hostile = [
    'Karachi;=1+2',
    'Lahore,=HYPERLINK("http://x")',
    'a\t@SUM(A1)',
    'x|-2+3',
    '=cmd|" /C calc"!A0',
    '+1-2',
    ' -3+4',
    '\uFF1D1+1',
    'House 5\n=1+1',
  ];

  it('quotes every cell holding a separator and neutralises every piece that starts a formula', () => {
    for (const value of hostile) {
      const cell = csvCell(value);
      if (/[,;\t|\n]/.test(value)) expect(cell, value).toMatch(/^".*"$/s);
      for (const separator of [',', ';', '\t', '|', '\n']) {
        for (const piece of piecesOf(cell, separator)) {
          expect(FORMULA.test(piece), `${value} split on ${JSON.stringify(separator)}`).toBe(false);
        }
      }
    }
  });

  it('leaves phone numbers and plain values as they are', () => {
    expect(csvCell('+923001234567')).toBe('+923001234567');
    expect(csvCell('0300-1234567')).toBe('0300-1234567');
    expect(csvCell('Karachi')).toBe('Karachi');
    expect(csvCell(1500)).toBe('1500');
  });

  it('neutralises what really starts a formula, a leading tab or carriage return included', () => {
    for (const value of ['=1+2', '@SUM(A1)', '-2+3', '+1+1'])
      expect(csvCell(value), value).toBe(`'${value}`);
    expect(csvCell('\tSUM')).toBe(`"'\tSUM"`);
    expect(csvCell('\r=1')).toMatch(/^"'/);
  });

  it('writes phones as people write them and times in Pakistan time, sortable', () => {
    expect(nationalPhone('+923001234567')).toBe('0300-1234567');
    expect(nationalPhone('923001234567')).toBe('0300-1234567');
    expect(nationalPhone('03001234567')).toBe('0300-1234567');
    expect(nationalPhone('0300-1234567')).toBe('0300-1234567');
    expect(nationalPhone('042-1234567')).toBe('042-1234567');
    expect(nationalPhone('0092 300 1234567')).toBe('0300-1234567');
    expect(nationalPhone('00923001234567')).toBe('0300-1234567');
    expect(nationalPhone('3001234567')).toBe('0300-1234567');
    // 18:16 UTC is 23:16 in Karachi; 20:00 UTC is already the next day there.
    expect(shopDayAndTime(new Date('2026-11-22T18:16:18.558Z'))).toBe('2026-11-22 23:16');
    expect(shopDayAndTime(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23 01:00');
  });
});

describe('export file names', () => {
  it("carry the shop's day: 22:30 UTC on the 24th is already the 25th in Karachi", () => {
    const evening = new Date('2026-11-24T22:30:00Z');
    expect(exportFileName('csv', evening)).toBe('orders-2026-11-25.csv');
    expect(exportFileName('xlsx', evening)).toBe('orders-2026-11-25.xlsx');
    expect(exportFileName('csv', new Date('2026-11-24T18:59:00Z'))).toBe('orders-2026-11-24.csv');
  });
});

/** Issue 17 item 4: a phone in the CSV is never read as a number (no E-notation, no lost 0 or +). */
describe('phones in the CSV', () => {
  const phoneCell = (customerPhone: string) =>
    orderCsvLine({
      id: 'x',
      orderNumber: 'ORD-20261124-00001',
      createdAt: new Date('2026-11-24T10:00:00Z'),
      customerName: 'Ali',
      customerEmail: 'ali@shop.pk',
      customerPhone,
      customerProvince: 'Sindh',
      customerCity: 'Karachi',
      customerAddress: 'House 1',
      postalcode: '75500',
      paymentMethod: 'COD',
      status: 'Pending',
      totalAmount: 1000,
      deliveryFee: 0,
      discount: 0,
      discountCode: null,
      items: '1 × Rose 50ml',
    }).split(',')[4];

  it('writes every spelling of a mobile as 0300-1234567', () => {
    for (const spelling of [
      '+923001234567',
      '923001234567',
      '00923001234567',
      '0092 300 1234567',
      '03001234567',
      '3001234567',
    ])
      expect(phoneCell(spelling), spelling).toBe('0300-1234567');
  });

  it("writes an older order's all-digit landline as text, in national form", () => {
    // Bare digits would be a number to a spreadsheet: 922134567890 (9.22135E+11 in Excel).
    expect(phoneCell('+922134567890')).toBe('021 34567890');
    expect(phoneCell('02134567890')).toBe('021 34567890');
    expect(phoneCell('0421234567')).toBe('042 1234567');
    expect(phoneCell('042-1234567')).toBe('042-1234567');
    expect(textPhone('+442071234567')).toBe('+442071234567');
  });
});
