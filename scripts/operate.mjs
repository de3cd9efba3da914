// npm run backup / restore / admin: builds the server when stale, then runs its command from
// dist-server/ (compiled JavaScript, as in production).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServerIfStale } from './buildServer.mjs';

const [command, ...args] = process.argv.slice(2);
if (!['backup', 'restore', 'admin'].includes(command ?? '')) {
  process.stderr.write('Usage: node scripts/operate.mjs backup|restore|admin [arguments]\n');
  process.exit(1);
}
await buildServerIfStale();
process.argv = [process.argv[0], command, ...args];
await import(pathToFileURL(path.resolve(import.meta.dirname, `../dist-server/${command}.js`)).href);
