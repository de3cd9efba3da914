// npm start: builds the client and the server when stale, then runs the compiled server in this
// same process so that signals (SIGTERM, SIGINT) reach it directly and shutdown is graceful.
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(
    `The shop needs Node.js 24 or later; this is ${process.version}. Run it with npm start: on Linux x64 \`npm install\` puts Node.js 24 in node_modules/.bin, which npm's scripts use. Elsewhere, install Node.js 24 LTS.\n`,
  );
  process.exit(1);
}

// Memory settings that only count when the process starts (README "Memory"), applied by the
// process replacing itself once with them (same pid, so signals still reach the server directly):
// - semi-spaces of at most 8 MB instead of 64 MB (V8's young generation);
// - V8's memory saver mode: the old generation is collected before it grows far past its live
//   size (without it, rendering pages left 170 MB of garbage there before V8 collected it).
//   Not --optimize-for-size: it also shrinks the young generation to well under 1 MB whatever
//   --max-semi-space-size says, so V8 scavenges about four times as often, which cost a quarter
//   of the cached catalogue's throughput (README, Benchmarks) for no resident memory saved;
// - glibc's malloc kept to 2 arenas instead of one per thread that ever allocated (V8's compiler
//   and GC helpers, libuv's pool compressing answers and hashing passwords, libvips encoding
//   images), each keeping what it freed.
// SHOP_MEMORY_SETTINGS=0 starts without them; a MALLOC_ARENA_MAX of the operator's wins.
const MEMORY_FLAGS = ['--max-semi-space-size=8', '--memory-saver-mode'];
if (
  process.env.SHOP_MEMORY_SETTINGS === undefined &&
  typeof process.execve === 'function' &&
  process.platform === 'linux'
) {
  process.execve(
    process.execPath,
    [process.execPath, ...MEMORY_FLAGS, ...process.execArgv, ...process.argv.slice(1)],
    { MALLOC_ARENA_MAX: '2', ...process.env, SHOP_MEMORY_SETTINGS: '1' },
  );
}

process.env.NODE_ENV ??= 'production';
// Stack traces name the shop's own sources (dist-server's maps); packages' maps are not loaded.
module.setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });
const { buildClientIfStale } = await import('./buildIfStale.mjs');
const { buildServerIfStale } = await import('./buildServer.mjs');
if (process.env.SKIP_CLIENT_BUILD !== '1') buildClientIfStale();
await buildServerIfStale();
await import(pathToFileURL(path.resolve(import.meta.dirname, '../dist-server/main.js')).href);
