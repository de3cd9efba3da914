// npm run restore -- <folder>: loads a backup into an empty database (DATABASE_URL, or DATA_DIR).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restore } from '../setup/backup';
import { runCommand } from './run';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (!positionals[0]) {
  process.stderr.write('Usage: npm run restore -- <backup folder>\n');
  process.exit(1);
}
const folder = path.resolve(positionals[0]);

await runCommand(async (config) => {
  const manifest = await restore(config, folder);
  return `Restored the backup of ${manifest.createdAt} from ${folder}: every table's rows and every image checked.`;
});
