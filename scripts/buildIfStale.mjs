import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const inputs = ['src', 'index.html', 'vite.config.ts', 'package-lock.json', 'public'];

/** The newest modification time of a file or of anything below a folder; 0 when missing. */
export function newestMtime(entry) {
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

function oldestMtime(files) {
  const times = files.map((file) => newestMtime(path.join(root, file)));
  return times.includes(0) ? 0 : Math.min(...times);
}

/**
 * Builds the client and its server renderer with Vite (as `npm run build` does) when dist/ or
 * dist-ssr/ is missing or older than the sources.
 */
export function buildClientIfStale() {
  const built = oldestMtime(['dist/index.html', 'dist-ssr/entry-server.js']);
  const sources = Math.max(...inputs.map((entry) => newestMtime(path.join(root, entry))));
  if (built > 0 && built >= sources) return;
  process.stdout.write('Building the client and its server renderer (vite build)...\n');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  for (const args of [['build'], ['build', '--ssr', 'src/entry-server.tsx']]) {
    const result = spawnSync(process.execPath, [vite, ...args, '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
      // A production build even when started from a test runner (NODE_ENV=test would give
      // React's development JSX runtime and unminified code).
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      process.stderr.write('The client build failed; see the errors above.\n');
      process.exit(result.status ?? 1);
    }
  }
}
