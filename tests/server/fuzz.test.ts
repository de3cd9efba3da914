import fc from 'fast-check';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../server/src/db/schema';
import { customer, seedPerfume } from './helpers/catalogue';
import { multipart, pngOf } from './helpers/multipart';
import { databaseFingerprint, operationsOf, urlOf, type Operation } from './helpers/apiDocument';
import { fieldHints, hostileString, mutated, valid } from './helpers/schemaArbitrary';
import { createTestApp, rootSession, seedAdmin, tokenFor, type TestApp } from './helpers/testApp';

/** Generated requests per operation; about 50 operations make a few thousand per run. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 60);

type Encoding = 'json' | 'malformed-json' | 'text' | 'xml' | 'form' | 'none' | 'multipart';
type Auth = 'none' | 'admin' | 'superadmin';

interface Attempt {
  auth: Auth;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  encoding: Encoding;
  mangle: 'none' | 'truncate' | 'no-boundary' | 'wrong-boundary';
  remoteAddress: string;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let t: TestApp;
  let staffId: string;
  let rootId: string;
  let png: Buffer;
  const ids: string[] = [];
  const ajv = addFormats.default(new Ajv({ strict: false, allErrors: false }));

  beforeAll(async () => {
    t = await createTestApp();
    png = await pngOf('#884422', 16);
    rootId = (await rootSession(t)).id;
    staffId = (await seedAdmin(t, { email: 'fuzz-staff@shop.test' })).id;
    const rose = await seedPerfume(t, 'Rose', [
      { size: '30ml', price: 1500, stock: 500 },
      { size: '50ml', price: 2500, stock: 500 },
    ]);
    const oud = await seedPerfume(t, 'Oud', [{ size: '6ml', price: 900, stock: 500 }], {
      categoryActive: false,
    });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders/',
      payload: {
        ...customer,
        products: [{ productId: rose.perfumeId, variantSize: '30ml', quantity: 1 }],
      },
    });
    const reviews = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/',
      payload: { name: 'Sana', city: 'Lahore', phone: '03001234567', review: 'Lovely' },
    });
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contacts/',
      payload: { name: 'Ali', email: 'ali@example.pk', subject: 'Hi', message: 'Hello' },
    });
    ids.push(
      rose.perfumeId,
      rose.categoryId,
      oud.perfumeId,
      oud.categoryId,
      staffId,
      rootId,
      order.json().order._id,
      reviews.json().review?._id ?? rose.perfumeId,
      contact.json().contact?._id ?? rose.perfumeId,
    );
    const knownId = fc.constantFrom(...ids);
    fieldHints.set('productId', fc.constantFrom(rose.perfumeId, oud.perfumeId));
    fieldHints.set('variantSize', fc.constantFrom('30ml', '50ml', '6ml'));
    fieldHints.set('category', knownId);
    fieldHints.set('customerEmail', fc.constant(customer.customerEmail));
    fieldHints.set('customerPhone', fc.constantFrom('0300-1234567', '+923001234567'));
    fieldHints.set('customerProvince', fc.constant('Sindh'));
    fieldHints.set('postalcode', fc.constant('75500'));
    fieldHints.set(
      'variants',
      fc
        .array(
          fc.record({
            size: fc.string({ minLength: 1, maxLength: 8 }),
            price: fc.integer({ min: -5, max: 100_000 }),
            stock: fc.integer({ min: -5, max: 1000 }),
          }),
          { minLength: 1, maxLength: 3 },
        )
        .map((list) => JSON.stringify(list)),
    );
  });
  afterAll(async () => {
    fieldHints.clear();
    await t?.close();
  });

  /** A live token of the given kind, minted outside the request's database window. */
  async function tokenOf(auth: Auth): Promise<string | null> {
    if (auth === 'none') return null;
    if (auth === 'superadmin') return tokenFor(t, rootId);
    const { db } = t.app.database;
    // Earlier requests may have deleted, demoted or deactivated the staff account: restore it.
    const [row] = await db
      .update(admins)
      .set({ active: true, role: 'admin' })
      .where(eq(admins.id, staffId))
      .returning();
    if (!row) staffId = (await seedAdmin(t, { email: `fuzz-${ids.length}@shop.test` })).id;
    return tokenFor(t, staffId);
  }

  function attempts(op: Operation): fc.Arbitrary<Attempt> {
    const pathParams = Object.fromEntries(
      op.parameters
        .filter((p) => p.in === 'path')
        .map((p) => [
          p.name,
          fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...ids) },
            { weight: 1, arbitrary: fc.uuid() },
            // Not '.' or '..': a URL's dot-segments are resolved away (`/api/category/.` is
            // `/api/category/`), so no client can send them as a value.
            {
              weight: 2,
              arbitrary: hostileString.filter(
                (s) => s.length > 0 && s.length < 300 && s !== '.' && s !== '..',
              ),
            },
          ),
        ]),
    );
    const query = Object.fromEntries(
      op.parameters
        .filter((p) => p.in === 'query')
        .map((p) => [p.name, fc.oneof(valid(p.schema), hostileString)]),
    );
    const multipartOp = op.body?.type === 'multipart/form-data';
    return fc.record({
      auth: fc.constantFrom<Auth>('none', 'admin', 'superadmin'),
      params: fc.record(pathParams) as fc.Arbitrary<Record<string, string>>,
      query: fc.record(query, { requiredKeys: [] }),
      body: fc.oneof(valid(op.body?.schema), mutated(op.body?.schema)),
      encoding: multipartOp
        ? fc.constantFrom<Encoding>('multipart', 'multipart', 'multipart', 'json', 'none', 'xml')
        : fc.constantFrom<Encoding>(
            'json',
            'json',
            'json',
            'json',
            'malformed-json',
            'text',
            'xml',
            'form',
            'multipart',
            'none',
          ),
      mangle: fc.constantFrom('none', 'none', 'none', 'truncate', 'no-boundary', 'wrong-boundary'),
      remoteAddress: fc.ipV4(),
    });
  }

  async function formOf(
    body: unknown,
  ): Promise<{ payload: Buffer; headers: Record<string, string> }> {
    const fields: [string, string | Buffer][] = [];
    const entries =
      body && typeof body === 'object' ? Object.entries(body) : [['name', String(body)]];
    for (const [name, value] of entries) {
      if (name.startsWith('image'))
        // JSON, not String(): a generated object may have no prototype (no toString).
        fields.push([
          name,
          typeof value === 'string' ? png : Buffer.from(JSON.stringify(value) ?? ''),
        ]);
      else fields.push([name, typeof value === 'string' ? value : (JSON.stringify(value) ?? '')]);
    }
    return multipart(fields);
  }

  async function send(op: Operation, attempt: Attempt, token: string | null) {
    const query = Object.fromEntries(
      Object.entries(attempt.query)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    const url = urlOf(op, attempt.params, query);
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    let payload: string | Buffer | undefined;
    if (op.method !== 'GET' && attempt.encoding !== 'none') {
      if (attempt.encoding === 'multipart') {
        const form = await formOf(attempt.body);
        payload = form.payload;
        headers['content-type'] = form.headers['content-type']!;
        if (attempt.mangle === 'truncate') payload = payload.subarray(0, payload.length >> 1);
        if (attempt.mangle === 'no-boundary') headers['content-type'] = 'multipart/form-data';
        if (attempt.mangle === 'wrong-boundary')
          headers['content-type'] = 'multipart/form-data; boundary=not-the-boundary';
      } else {
        const json = JSON.stringify(attempt.body ?? null);
        payload = attempt.encoding === 'malformed-json' ? json.slice(0, -1) + '{' : json;
        headers['content-type'] = {
          json: 'application/json',
          'malformed-json': 'application/json',
          text: 'text/plain',
          xml: 'application/xml',
          form: 'application/x-www-form-urlencoded',
        }[attempt.encoding];
      }
    }
    return t.app.inject({
      method: op.method,
      url,
      headers,
      payload,
      remoteAddress: attempt.remoteAddress,
    });
  }

  it('answers every generated request as the document says, and refusals change nothing', async () => {
    const operations = operationsOf(t.app);
    expect(operations.length).toBeGreaterThan(40);
    const problems: string[] = [];
    let requests = 0;
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(attempts(op), async (attempt) => {
          const token = await tokenOf(attempt.auth);
          const before = await databaseFingerprint(t.app);
          const response = await send(op, attempt, token);
          requests += 1;
          const where = `${op.method} ${op.path} ${JSON.stringify(attempt).slice(0, 300)}`;
          expect(response.statusCode, `${where}\n${response.body.slice(0, 300)}`).toBeLessThan(500);
          const declared = op.responses[String(response.statusCode)];
          expect(
            declared,
            `${where}: undeclared ${response.statusCode} ${response.body.slice(0, 200)}`,
          ).toBeDefined();
          const [type, media] = Object.entries(declared!.content ?? {})[0] ?? [];
          if (type === 'application/json') {
            expect(response.headers['content-type'], where).toMatch(/^application\/json/);
            const check = ajv.compile(media!.schema);
            if (!check(response.json())) {
              problems.push(`${where}: body ${ajv.errorsText(check.errors)}`);
            }
          } else if (type) {
            expect(response.headers['content-type'], where).toContain(type);
          }
          if (response.statusCode >= 400) {
            expect(
              await databaseFingerprint(t.app),
              `${where}: a refused request changed the database`,
            ).toBe(before);
          }
        }),
        { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    }
    expect(problems).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(operations.length * RUNS_PER_OPERATION);
  }, 600_000);
});
