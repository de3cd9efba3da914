import { BackupError, type Manifest } from './manifest';

const TABLES_SQL = `select table_schema || '.' || table_name as name from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
  order by 1`;

export interface Query {
  (text: string): Promise<Record<string, unknown>[]>;
}

/** Every table of the shop's database (its own schemas, migrations' bookkeeping included). */
export async function tableNames(query: Query): Promise<string[]> {
  return (await query(TABLES_SQL)).map((row) => String(row.name));
}

function quoted(table: string): string {
  return table
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');
}

export async function rowCounts(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(query)) {
    const [row] = await query(`select count(*)::int as n from ${quoted(table)}`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/**
 * The digest of a table's rows: the sum of the first 60 bits of each row's MD5, so neither the
 * rows' order nor the server's collation changes it. Text forms are pinned by the session
 * settings of SNAPSHOT_SETTINGS, on the backup's side and the restore's.
 */
const digestOf = (table: string) =>
  `select coalesce(sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint), 0)::text as d from ${quoted(table)} t`;

/** Session settings under which row texts, so digests, are the same on any server. */
export const SNAPSHOT_SETTINGS = [
  "set timezone = 'UTC'",
  "set datestyle = 'ISO, YMD'",
  "set intervalstyle = 'postgres'",
  'set extra_float_digits = 3',
  "set bytea_output = 'hex'",
];

export async function rowDigests(query: Query, tables: string[]): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await query(digestOf(table));
    digests[table] = String(row?.d ?? '0');
  }
  return digests;
}

/** Every row of a table as JSON text, in a stable order (tests compare restored tables). */
export async function tableRows(query: Query, table: string): Promise<string[]> {
  const rows = await query(`select to_jsonb(t)::text as row from ${quoted(table)} t order by 1`);
  return rows.map((row) => String(row.row));
}

export function checkCounts(expected: Record<string, number>, found: Record<string, number>): void {
  for (const [table, count] of Object.entries(expected)) {
    if (found[table] !== count)
      throw new BackupError(
        `after restoring, ${table} holds ${found[table] ?? 'no'} rows where the backup had ${count}`,
      );
  }
}

/** SQL run after the dump, inside its transaction: raises at the first table that differs. */
export function checkSql(manifest: Manifest): string {
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const lines = [
    ...SNAPSHOT_SETTINGS.map((setting) => `${setting};`),
    'DO $check$',
    'DECLARE found text;',
    'BEGIN',
  ];
  for (const [table, count] of Object.entries(manifest.tables)) {
    lines.push(
      `  SELECT count(*)::text INTO found FROM ${quoted(table)};`,
      `  IF found <> ${literal(String(count))} THEN RAISE EXCEPTION 'after restoring, % holds % rows where the backup had %', ${literal(table)}, found, ${literal(String(count))}; END IF;`,
    );
  }
  for (const [table, digest] of Object.entries(manifest.digests ?? {})) {
    lines.push(
      `  SELECT d INTO found FROM (${digestOf(table)}) AS digest;`,
      `  IF found <> ${literal(digest)} THEN RAISE EXCEPTION 'after restoring, the rows of % differ from the backup''s', ${literal(table)}; END IF;`,
    );
  }
  lines.push('END', '$check$;');
  return `${lines.join('\n')}\n`;
}
