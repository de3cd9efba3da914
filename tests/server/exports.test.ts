import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderLines, orders } from '../../server/src/db/schema';
import { CSV_HEADER } from '../../server/src/modules/orders/csv';
import { customer, seedPerfume } from './helpers/catalogue';
import { createTestApp, rootSession, type TestApp } from './helpers/testApp';

const SOFFICE = '/usr/bin/soffice';
const haveLibreOffice = fs.existsSync(SOFFICE);
if (!haveLibreOffice && process.env.CI)
  throw new Error(`${SOFFICE} is missing: apt-get install libreoffice-calc-nogui`);

/** Orders as staff typed them, or as an attacker did: values spreadsheets could take for formulas. */
const PLACED = [
  // 21:00 UTC on the 22nd is 02:00 on the 23rd in Karachi.
  {
    name: '=1+2',
    phone: '+923001234567',
    address: '-2+3',
    at: '2026-11-22T21:00:00Z',
    total: 4500,
  },
  {
    name: '@SUM(A1)',
    phone: '+923211234567',
    address: '+1+1',
    at: '2026-11-20T10:30:00Z',
    total: 1250.5,
  },
  {
    name: '\tTabbed',
    phone: '+923331234567',
    address: 'House 5, Street 2',
    at: '2026-11-19T08:00:00Z',
    total: 999,
  },
];

/**
 * The orders exports read back by real readers: LibreOffice (headless, from Debian's packages)
 * converts the CSV and the .xlsx to its own CSV, and exceljs reads the workbook's cell types.
 */
describe('orders exports as a spreadsheet reads them', () => {
  let t: TestApp;
  let token: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exports-'));

  beforeAll(async () => {
    t = await createTestApp();
    token = (await rootSession(t)).token;
    const { db } = t.app.database;
    const oud = await seedPerfume(t, 'Oud Wood', [
      { size: '50ml', price: 1500, stock: 10 },
      { size: '100ml', price: 1500, stock: 10 },
    ]);
    const rose = await seedPerfume(t, '=Rose', [{ size: '12ml', price: 1250.5, stock: 10 }]);
    const linesOf = [
      [
        [rose, 0, 1],
        [oud, 1, 1],
        [oud, 0, 2],
      ],
      [[rose, 0, 1]],
      [],
    ] as const;
    for (const [i, o] of PLACED.entries()) {
      const [placed] = await db
        .insert(orders)
        .values({
          orderNumber: `ORD-2026112${i}-0000${i}`,
          customerName: o.name,
          customerEmail: `export${i}@shop.pk`,
          customerPhone: o.phone,
          customerProvince: customer.customerProvince,
          customerCity: 'Karachi',
          customerAddress: o.address,
          postalcode: '75500',
          totalAmount: o.total,
          createdAt: new Date(o.at),
        })
        .returning();
      for (const [perfume, size, quantity] of linesOf[i]!) {
        const variant = perfume.variants[size]!;
        await db.insert(orderLines).values({
          orderId: placed!.id,
          perfumeId: perfume.perfumeId,
          variantId: variant.id,
          productName: perfume === rose ? '=Rose' : 'Oud Wood',
          variantSize: variant.size,
          quantity,
          price: variant.price,
        });
      }
    }
    // One the status filter leaves out.
    await t.app.database.db.insert(orders).values({
      orderNumber: 'ORD-20261118-00009',
      customerName: 'Delivered One',
      customerEmail: 'done@shop.pk',
      customerPhone: '+923451234567',
      customerProvince: 'Punjab',
      customerCity: 'Lahore',
      customerAddress: 'Gulberg',
      postalcode: '54000',
      totalAmount: 100,
      status: 'Delivered',
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const download = async (url: string) => {
    const answer = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer;
  };

  /** LibreOffice's reading of a file, as rows of cells (its CSV export: | between cells, UTF-8, as shown). */
  function libreOfficeRows(file: string): string[][] {
    const out = path.join(dir, `lo-${path.basename(file)}`);
    fs.mkdirSync(out, { recursive: true });
    execFileSync(
      SOFFICE,
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        // A CSV opens as UTF-8, as LibreOffice's import dialog offers on a UTF-8 desktop (this
        // headless run has no locale to take it from, and reads the byte order mark as Latin-1).
        ...(file.endsWith('.csv') ? ['--infilter=CSV:44,34,76,1,,0,false,false'] : []),
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):124,34,76,1',
        '--outdir',
        out,
        file,
      ],
      { stdio: 'ignore', timeout: 120_000 },
    );
    const text = fs.readFileSync(path.join(out, `${path.parse(file).name}.csv`), 'utf8');
    return text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split(/\r?\n/)
      .map((line) => line.split('|').map((cell) => cell.replace(/^"|"$/g, '').replace(/""/g, '"')));
  }

  it('writes typed cells to the workbook: dates, numbers with Rs., phones and numbers as text', async () => {
    const answer = await download('/api/orders/export.xlsx?status=Pending');
    expect(answer.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Orders')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(4); // header and the three Pending orders
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('ORD-20261120-00000');
    expect(first.getCell(2).value).toEqual(new Date(Date.UTC(2026, 10, 23, 2, 0)));
    expect(first.getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(first.getCell(3).value).toBe('=1+2');
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(5).value).toBe('0300-1234567');
    expect(first.getCell(12).value).toBe(4500);
    expect(first.getCell(12).numFmt).toBe('"Rs." #,##0.00');
    expect(sheet.getColumn(8).width).toBe(40);
    // The items, one cell that reads as the order's lines.
    expect(sheet.getRow(1).getCell(13).value).toBe('Items');
    expect(first.getCell(13).value).toBe('1 × =Rose 12ml; 2 × Oud Wood 50ml; 1 × Oud Wood 100ml');
    expect(first.getCell(13).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(3).getCell(13).value).toBe('1 × =Rose 12ml');
    expect(sheet.getRow(4).getCell(13).value ?? '').toBe('');
    // The search box's filter applies too.
    const searched = new ExcelJS.Workbook();
    await searched.xlsx.load(
      (await download('/api/orders/export.xlsx?search=export1'))
        .rawPayload as unknown as ArrayBuffer,
    );
    expect(searched.getWorksheet('Orders')!.rowCount).toBe(2);
  });

  it.skipIf(!haveLibreOffice)(
    'reads in LibreOffice as the grid shows it, formulas never run',
    async () => {
      const xlsx = path.join(dir, 'orders.xlsx');
      const csv = path.join(dir, 'orders-csv.csv');
      fs.writeFileSync(xlsx, (await download('/api/orders/export.xlsx?status=Pending')).rawPayload);
      fs.writeFileSync(csv, (await download('/api/orders/export?status=Pending')).rawPayload);

      const fromXlsx = libreOfficeRows(xlsx);
      // The workbook's header is the CSV's.
      expect(fromXlsx[0]).toEqual(CSV_HEADER);
      expect(
        fromXlsx.slice(1).map((row) => [row[0], row[1], row[2], row[4], row[7], row[11]]),
      ).toEqual([
        ['ORD-20261120-00000', '2026-11-23 02:00', '=1+2', '0300-1234567', '-2+3', 'Rs. 4,500.00'],
        [
          'ORD-20261121-00001',
          '2026-11-20 15:30',
          '@SUM(A1)',
          '0321-1234567',
          '+1+1',
          'Rs. 1,250.50',
        ],
        [
          'ORD-20261122-00002',
          '2026-11-19 13:00',
          'Tabbed', // a leading tab is whitespace to the workbook's XML
          '0333-1234567',
          'House 5, Street 2',
          'Rs. 999.00',
        ],
      ]);

      // The items read the same in both files.
      const items = ['1 × =Rose 12ml; 2 × Oud Wood 50ml; 1 × Oud Wood 100ml', '1 × =Rose 12ml', ''];
      expect(fromXlsx.slice(1).map((row) => row[12] ?? '')).toEqual(items);

      const fromCsv = libreOfficeRows(csv);
      expect(fromCsv[0]).toEqual(CSV_HEADER);
      expect(fromCsv.slice(1).map((row) => row[12] ?? '')).toEqual(items);
      expect(fromCsv).toHaveLength(4);
      for (const row of fromCsv.slice(1)) {
        // Dates and phones read as a person writes them; no apostrophe on a phone.
        expect(row[1]).toMatch(/^2026-11-\d{2} \d{2}:\d{2}$/);
        expect(row[4]).toMatch(/^03\d{2}-\d{7}$/);
        // A formula payload stays text (neutralised), never its result.
        for (const cell of [row[2], row[7]]) expect(cell).not.toMatch(/^(3|2|1|#)/);
      }
      expect(fromCsv[1]![2]).toBe("'=1+2");
    },
    180_000,
  );

  it("names the files with the shop's day, also in Karachi's early hours", async () => {
    // 03:30 on the 25th in Karachi, still the 24th in UTC. Only Date is faked: no timer moves.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T22:30:00Z') });
    try {
      // A session of that moment: the suite's token is from another day.
      const { token: then } = await rootSession(t);
      for (const [url, file] of [
        ['/api/orders/export', 'orders-2026-11-25.csv'],
        ['/api/orders/export.xlsx', 'orders-2026-11-25.xlsx'],
      ] as const) {
        const answer = await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${then}` },
        });
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the workbook as it is and compresses the CSV for a browser', async () => {
    const ask = (url: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
      });
    const workbook = await ask('/api/orders/export.xlsx');
    expect(workbook.statusCode).toBe(200);
    expect(workbook.headers['content-encoding']).toBeUndefined();
    expect(workbook.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const csv = await ask('/api/orders/export');
    expect(csv.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(csv.rawPayload).toString()).toContain('Order No');
  });
});
