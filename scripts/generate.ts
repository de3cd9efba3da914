// npm run generate: writes the README's tables of limits (server/src/limits.ts) and of
// environment variables (server/src/config/envSchema.ts), and
// openapi/openapi.json from the server's route schemas (no network
// listener; an in-memory database) and generates the RTK Query endpoints from it, in two files:
// the storefront's (in the first load of every shop page) and the back office's (sign-in, staff
// screens), which only the lazily loaded staff code imports, so a shopper never downloads it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { limitsTable } from '../server/src/limits';
import { environmentTable } from '../server/src/config/envTable';

const root = path.resolve(import.meta.dirname, '..');
const specFile = path.join(root, 'openapi/openapi.json');
const outputDir = path.join(root, 'src/store/api/generated');

/** The operations the storefront calls (the public catalogue, checkout, orders, reviews, contact). */
const STOREFRONT_ENDPOINTS = [
  'getActiveCategories',
  'getCategory',
  'listPublicPerfumes',
  'searchPublicPerfumes',
  'getPublicPerfume',
  'listPublicPerfumesByCategory',
  'placeOrder',
  'getOrder',
  'trackOrder',
  'getShop',
  'listReviews',
  'listPerfumeReviews',
  'submitReview',
  'checkDiscountCode',
  'sendCustomerMessage',
  'countVisit',
];

/** Each generated file: the operations it holds. */
const OUTPUTS = [
  { file: 'storefrontApi.ts', exportName: 'storefrontApi', storefront: true },
  { file: 'backOfficeApi.ts', exportName: 'backOfficeApi', storefront: false },
];

async function writeSpec(): Promise<void> {
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-openapi-'));
  const config = {
    ...loadConfig({ DATA_DIR: scratch, SEED_DEMO: '0' }, root),
    database: { kind: 'pglite' as const, dataDir: null },
    jwtSecret: 'openapi-generation-only-secret-0123456789',
    clientDir: null,
    ssrEntry: null,
  };
  const app = await buildApp(config, { logger: false });
  try {
    const spec = app.swagger();
    await fs.mkdir(path.dirname(specFile), { recursive: true });
    await fs.writeFile(specFile, `${JSON.stringify(spec, null, 2)}\n`);
  } finally {
    await app.close();
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

async function writeClient(): Promise<void> {
  // Files of an earlier layout (one file of every endpoint) must not linger.
  await fs.rm(outputDir, { recursive: true, force: true });
  await fs.mkdir(outputDir, { recursive: true });
  // Relative paths (from the repository root) keep machine paths out of the generated file.
  process.chdir(root);
  for (const output of OUTPUTS) {
    await generateEndpoints({
      schemaFile: specFile,
      apiFile: './src/store/api/emptyApi.ts',
      apiImport: 'emptyApi',
      outputFile: path.relative(root, path.join(outputDir, output.file)),
      exportName: output.exportName,
      filterEndpoints: (name) => STOREFRONT_ENDPOINTS.includes(name) === output.storefront,
      hooks: { queries: true, lazyQueries: true, mutations: true },
      tag: true,
      prettierConfigFile: path.join(root, '.prettierrc.json'),
    });
  }
}

/** Replaces what lies between a pair of markers in the README with `table`. */
async function writeReadmeTable(name: string, source: string, table: string): Promise<void> {
  const readme = path.join(root, 'README.md');
  const text = await fs.readFile(readme, 'utf8');
  const start = `<!-- ${name} table: written by npm run generate from ${source} -->`;
  const end = `<!-- end of the ${name} table -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md lacks the ${name} table's markers`);
  await fs.writeFile(readme, `${text.slice(0, from)}${start}\n\n${table}\n\n${text.slice(to)}`);
}

/**
 * The storefront's message catalogues (src/locales/*.po, lingui.config.ts) from the code's `t` and
 * `msg` macros: new English messages are added (a build fails until Urdu has them too), messages
 * the code no longer has are dropped.
 */
function extractMessages(): void {
  execFileSync(path.join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

await writeSpec();
await writeClient();
extractMessages();
await writeReadmeTable('limits', 'server/src/limits.ts', limitsTable());
await writeReadmeTable('environment', 'server/src/config/envSchema.ts', environmentTable());
process.stdout.write(
  `wrote ${path.relative(root, specFile)}, ${OUTPUTS.map((o) => path.relative(root, path.join(outputDir, o.file))).join(', ')}, README.md's limits and environment tables, and the message catalogues\n`,
);
