// npm start: builds the client and the server when stale, then runs the compiled server in this
// same process so that signals (SIGTERM, SIGINT) reach it directly and shutdown is graceful.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildClientIfStale } from './buildIfStale.mjs';
import { buildServerIfStale } from './buildServer.mjs';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(
    `The shop needs Node.js 24 or later; this is ${process.version}. Run it with npm start: on Linux x64 \`npm install\` puts Node.js 24 in node_modules/.bin, which npm's scripts use. Elsewhere, install Node.js 24 LTS.\n`,
  );
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
if (process.env.SKIP_CLIENT_BUILD !== '1') buildClientIfStale();
await buildServerIfStale();
await import(pathToFileURL(path.resolve(import.meta.dirname, '../dist-server/main.js')).href);
