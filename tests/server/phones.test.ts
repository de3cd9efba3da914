import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages } from '@shop/domain/checkout';
import { canonicalMobile } from '@shop/domain/phone';
import { PGLITE_EXTENSIONS } from '../../server/src/db/client';
import * as schema from '../../server/src/db/schema';
import { customer, seedPerfume } from './helpers/catalogue';
import { as, seedAdmin, testServer } from './helpers/testApp';

const SPELLINGS = [
  '0300 1234567',
  '0300-1234567',
  '03001234567',
  '923001234567',
  '+92 300 1234567',
  '+923001234567',
  '0092 300 1234567',
  '(0300) 123-4567',
  '+92-300-123-4567',
  '۰۳۰۰۱۲۳۴۵۶۷', // on an Urdu keyboard
  '٠٣٠٠-١٢٣٤٥٦٧', // Arabic-Indic digits
  '+۹۲ ۳۰۰ ۱۲۳۴۵۶۷',
];
const REFUSED = [
  '021-1234567', // a Karachi landline
  '+92 21 34567890',
  '0300-123456', // one digit short
  '0300-12345678', // one too many
  '+1 415 555 2671', // another country's mobile
  '+44 7911 123456',
  '0300-1234567; drop table',
  'call me',
];

describe('Pakistani mobile numbers', () => {
  it('reads every way people write one into one stored form', () => {
    for (const spelling of SPELLINGS)
      expect(canonicalMobile(spelling), spelling).toBe('+923001234567');
    for (const wrong of REFUSED) expect(canonicalMobile(wrong), wrong).toBeNull();
  });

  describe('at checkout and in the back office', () => {
    const t = testServer({}, {}, { rateLimit: false });
    let perfume: Awaited<ReturnType<typeof seedPerfume>>;
    let staff: Awaited<ReturnType<typeof seedAdmin>>;
    beforeAll(async () => {
      perfume = await seedPerfume(t, 'Musk', [{ size: '50ml', price: 2000, stock: 100 }]);
      staff = await seedAdmin(t, { email: 'phones@shop.test' });
    });

    const place = (customerPhone: string) =>
      as(t, null)('POST', '/api/orders/', {
        ...customer,
        customerPhone,
        products: [{ productId: perfume.perfumeId, variantSize: '50ml', quantity: 1 }],
      });

    it('accepts each spelling and stores +923001234567', async () => {
      for (const spelling of [...SPELLINGS.slice(0, 5), '۰۳۰۰۱۲۳۴۵۶۷', '٠٣٠٠-١٢٣٤٥٦٧']) {
        const answer = await place(spelling);
        expect(answer.statusCode, spelling).toBe(201);
        expect(answer.json().order.customerPhone).toBe('+923001234567');
      }
    });

    it("refuses landlines, wrong lengths and other countries with the seed's message", async () => {
      for (const wrong of REFUSED.slice(0, 5)) {
        const answer = await place(wrong);
        expect(answer.statusCode, wrong).toBe(400);
        expect(answer.json().errors).toEqual([
          expect.objectContaining({ param: 'customerPhone', msg: checkoutMessages.phoneInvalid }),
        ]);
      }
    });

    it('finds orders by the number as staff type it', async () => {
      // Every spelling the checkout accepts, and parts of one as staff type them.
      for (const query of [...SPELLINGS, '0300 123', '+92 300', '0092 300 123', '۰۳۰۰ ۱۲۳']) {
        const answer = await as(t, staff.token)(
          'GET',
          `/api/orders?search=${encodeURIComponent(query)}`,
        );
        expect(answer.json().total, query).toBeGreaterThanOrEqual(5);
      }
      for (const query of ['0311-0000000', '+92 311 0000000', '۰۳۱۱']) {
        const none = await as(t, staff.token)(
          'GET',
          `/api/orders?search=${encodeURIComponent(query)}`,
        );
        expect(none.json().total, query).toBe(0);
      }
    });
  });
});

describe('migration 0012', () => {
  const dir = path.join(os.tmpdir(), `shop-phones-${process.pid}`);
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('stores the orders a shop already had in the canonical form (PGlite)', async () => {
    const migrations = path.resolve('server/src/db/migrations');
    const before = path.join(dir, 'before');
    await fs.cp(migrations, before, { recursive: true });
    const journalPath = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await fs.readFile(journalPath, 'utf8'));
    const at = journal.entries.findIndex((e: { tag: string }) => e.tag === '0012_canonical_phones');
    expect(at).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, at);
    await fs.writeFile(journalPath, JSON.stringify(journal));

    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client, { schema });
    try {
      await migrate(db, { migrationsFolder: before });
      const phones = ['0300-1234567', '03211234567', '+923451234567'];
      await db.execute(sql`
        insert into orders (order_number, customer_name, customer_email, customer_phone,
          customer_province, customer_city, customer_address, postalcode, total_amount)
        select 'ORD-20260101-0000' || i, 'Old', 'old@x.pk', (${sql.raw(
          `array['${phones.join("','")}']`,
        )})[i], 'Sindh', 'Karachi', 'Street', '75500', 1000
        from generate_series(1, 3) i`);
      await migrate(db, { migrationsFolder: migrations });
      const { rows } = (await db.execute(
        sql`select customer_phone from orders order by order_number`,
      )) as unknown as { rows: { customer_phone: string }[] };
      expect(rows.map((r) => r.customer_phone)).toEqual([
        '+923001234567',
        '+923211234567',
        '+923451234567',
      ]);
    } finally {
      await client.close();
    }
  });
});
