// npm test: every suite this machine can run (web, server, e2e), then one summary line.
// Extra arguments go to Vitest (e.g. `npm test -- --project server`). With CI=true a missing
// browser fails the run instead of skipping the end-to-end suite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const projects = [];
if (!args.includes('--project')) {
  projects.push('--project', 'web', '--project', 'server');
  if (fs.existsSync(chromium) || process.env.CI === 'true') projects.push('--project', 'e2e');
  else
    process.stdout.write(
      `Chromium not found at ${chromium}: skipping the e2e suite (CI fails instead).\n`,
    );
}
process.stdout.write(
  `Server suite database: ${process.env.TEST_DATABASE_URL ? `PostgreSQL (${process.env.TEST_DATABASE_URL})` : 'PGlite'}\n`,
);

const resultsFile = path.join(root, '.vitest-results', 'results.json');
fs.rmSync(resultsFile, { force: true });
const run = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    ...projects,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsFile}`,
    ...args,
  ],
  { cwd: root, stdio: 'inherit', env: process.env },
);

if (fs.existsSync(resultsFile)) {
  const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
  const skipped = results.numPendingTests + results.numTodoTests;
  process.stdout.write(
    `\ntests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped\n`,
  );
  if (results.numTotalTests === 0) {
    process.stdout.write('No test ran.\n');
    process.exit(1);
  }
}
process.exit(run.status ?? 1);
