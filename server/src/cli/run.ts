import { ConfigError, loadConfig, type Config } from '../config';
import { DataDirBusyError } from '../db/dataDirLock';
import { BackupError } from '../setup/backup';
import { NoShopDatabaseError } from './shopDatabase';

/** Runs an operator's command: its expected failures print one line and exit 1. */
export async function runCommand(
  work: (config: Config) => Promise<string>,
  /** The command's own expected failures, printed the same way. */
  expected?: new (...args: never[]) => Error,
): Promise<void> {
  try {
    const message = await work(loadConfig());
    process.stdout.write(`${message}\n`);
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof BackupError ||
      error instanceof DataDirBusyError ||
      error instanceof NoShopDatabaseError ||
      (expected && error instanceof expected)
    ) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
