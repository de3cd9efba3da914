// npm start: builds the client when stale, then runs the server in this same process so that
// signals (SIGTERM, SIGINT) reach it directly and shutdown is graceful.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { buildClientIfStale } from './buildIfStale.mjs';

process.env.NODE_ENV ??= 'production';
if (process.env.SKIP_CLIENT_BUILD !== '1') buildClientIfStale();
register();
await import(pathToFileURL(path.resolve(import.meta.dirname, '../server/src/main.ts')).href);
