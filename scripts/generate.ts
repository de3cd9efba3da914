// npm run generate: writes openapi/openapi.json from the server's route schemas (no network
// listener; an in-memory database) and generates the RTK Query endpoints from it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';

const root = path.resolve(import.meta.dirname, '..');
const specFile = path.join(root, 'openapi/openapi.json');
const outputFile = path.join(root, 'src/store/api/generated/shopApi.ts');

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
  await fs.mkdir(path.dirname(outputFile), { recursive: true });
  // Relative paths (from the repository root) keep machine paths out of the generated file.
  process.chdir(root);
  await generateEndpoints({
    schemaFile: specFile,
    apiFile: './src/store/api/emptyApi.ts',
    apiImport: 'emptyApi',
    outputFile: path.relative(root, outputFile),
    exportName: 'shopApi',
    hooks: { queries: true, lazyQueries: true, mutations: true },
    tag: true,
    prettierConfigFile: path.join(root, '.prettierrc.json'),
  });
}

await writeSpec();
await writeClient();
process.stdout.write(
  `wrote ${path.relative(root, specFile)} and ${path.relative(root, outputFile)}\n`,
);
