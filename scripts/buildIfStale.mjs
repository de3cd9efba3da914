import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const inputs = ['src', 'index.html', 'vite.config.ts', 'package-lock.json', 'public'];

function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Builds the client with Vite when dist/ is missing or older than its sources. */
export function buildClientIfStale() {
  const built = newestMtime(path.join(root, 'dist', 'index.html'));
  const sources = Math.max(...inputs.map((entry) => newestMtime(path.join(root, entry))));
  if (built > 0 && built >= sources) return;
  process.stdout.write('Building the client (vite build)...\n');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    process.stderr.write('The client build failed; see the errors above.\n');
    process.exit(result.status ?? 1);
  }
}
