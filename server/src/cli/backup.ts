// npm run backup -- [folder]: a consistent backup of the shop's database and images.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backup } from '../setup/backup';
import { runCommand } from './run';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const folder = path.resolve(positionals[0] ?? path.join('backups', `shop-${stamp}`));

await runCommand(async (config) => {
  const manifest = await backup(config, folder);
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  return `Backup written to ${folder}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${Object.keys(manifest.images).length} image files outside the database.`;
});
