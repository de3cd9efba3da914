import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './schemaArbitrary';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One operation of the server's OpenAPI document. */
export interface Operation {
  method: Method;
  path: string;
  operationId: string;
  secured: boolean;
  parameters: { in: 'path' | 'query'; name: string; required?: boolean; schema: JsonSchema }[];
  body: { type: 'application/json' | 'multipart/form-data'; schema: JsonSchema } | null;
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

interface RawOperation {
  operationId: string;
  security?: unknown[];
  parameters?: Operation['parameters'];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Operation['responses'];
}

/** Every operation the running server documents (its live document, not the committed copy). */
export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as {
    paths: Record<string, Record<string, RawOperation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const [type, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase() as Method,
        path,
        operationId: op.operationId,
        secured: Boolean(op.security?.length),
        parameters: op.parameters ?? [],
        body: type && media ? { type: type as 'application/json', schema: media.schema } : null,
        responses: op.responses,
      };
    }),
  );
}

/** Percent-encoded text; a lone surrogate becomes the invalid UTF-8 an attacker would send. */
export function encoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `%ED%A0%80${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}`;
  }
}

/** The operation's URL with its path parameters and query filled in. */
export function urlOf(
  op: Operation,
  params: Record<string, string>,
  query: Record<string, string> = {},
): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encoded(params[name]!));
  const search = Object.entries(query)
    .map(([key, value]) => `${encoded(key)}=${encoded(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

const FINGERPRINTED = [
  'admins',
  'categories',
  'perfumes',
  'variants',
  'orders',
  'order_lines',
  'order_events',
  'reviews',
  'contact_messages',
  'visit_sessions',
];

/**
 * A digest of every table a refused request must leave alone, plus the revocation state of
 * sessions. Left out: rate-limit counters and reset-code attempts (counting refusals is their job).
 */
export async function databaseFingerprint(app: FastifyInstance): Promise<string> {
  const parts = FINGERPRINTED.map(
    (table) =>
      `(select coalesce(string_agg(md5(t::text), ',' order by md5(t::text)), '') from ${table} t)`,
  );
  parts.push(
    `(select coalesce(string_agg(md5(concat(id, revoked_at)), ',' order by id), '') from refresh_tokens)`,
  );
  const result = await app.database.db.execute(
    sql.raw(`select md5(concat_ws('|', ${parts.join(', ')})) as print`),
  );
  return String((result as unknown as { rows: { print: string }[] }).rows[0]!.print);
}
