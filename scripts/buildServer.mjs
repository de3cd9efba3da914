// The server's production build: esbuild bundles server/src (and the src/domain rules it shares
// with the client) into plain JavaScript under dist-server/, with every npm package left as an
// import, and copies the migrations beside it. `npm start` runs this when dist-server/ is stale,
// so the production process never loads a TypeScript compiler.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { newestMtime } from './buildIfStale.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist-server');
const sources = ['server/src', 'src/domain', 'package-lock.json'];
/** Programs of the production build: the server and the operators' commands. */
const entryPoints = {
  main: 'server/src/main.ts',
  backup: 'server/src/cli/backup.ts',
  restore: 'server/src/cli/restore.ts',
  admin: 'server/src/cli/admin.ts',
};

/**
 * Packages stay outside the bundle (node_modules at run time), except the shop's own rules
 * (@shop/domain, TypeScript in src/domain), which are bundled like the server's code.
 */
const externalPackages = {
  name: 'external-packages-but-the-domain',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@shop/domain/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  // Built beside, then swapped in: a server starting meanwhile never sees half a build.
  const temp = `${outdir}.${process.pid}.tmp`;
  fs.rmSync(temp, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir: temp,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    plugins: [externalPackages],
    sourcemap: true,
    logLevel: 'warning',
    chunkNames: '[name]-[hash]',
  });
  fs.cpSync(path.join(root, 'server/src/db/migrations'), path.join(temp, 'migrations'), {
    recursive: true,
  });
  fs.writeFileSync(path.join(temp, 'package.json'), '{ "type": "module" }\n');
  const old = `${outdir}.${process.pid}.old`;
  if (fs.existsSync(outdir)) fs.renameSync(outdir, old);
  fs.renameSync(temp, outdir);
  fs.rmSync(old, { recursive: true, force: true });
}

/** Builds dist-server/ when it is missing or older than the server's sources. */
export async function buildServerIfStale() {
  const built = newestMtime(path.join(outdir, 'main.js'));
  const newest = Math.max(...sources.map((entry) => newestMtime(path.join(root, entry))));
  if (built > 0 && built >= newest) return;
  process.stdout.write('Building the server (esbuild)...\n');
  await buildServer();
}

if (process.argv[1] === import.meta.filename) await buildServer();
