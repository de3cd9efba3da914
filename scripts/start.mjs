// npm start: builds the client and the server when stale, then runs the compiled server in this
// same process so that signals (SIGTERM, SIGINT) reach it directly and shutdown is graceful.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildClientIfStale } from './buildIfStale.mjs';
import { buildServerIfStale } from './buildServer.mjs';

process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
if (process.env.SKIP_CLIENT_BUILD !== '1') buildClientIfStale();
await buildServerIfStale();
await import(pathToFileURL(path.resolve(import.meta.dirname, '../dist-server/main.js')).href);
