// npm run admin -- <command>: staff accounts from the command line, for an owner who is locked
// out or has no working mail. Works on the embedded database (while no server holds DATA_DIR)
// and on DATABASE_URL; every command is written to audit_events.
import os from 'node:os';
import { Command } from 'commander';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { STOP_THE_SHOP, lockDataDir } from '../db/dataDirLock';
import { DomainError } from '../errors';
import { OperatorCommands } from '../modules/admins/operatorCommands';
import { runCommand } from './run';
import { requireShopDatabase } from './shopDatabase';

/** Opens the shop's database for one command; embedded, only while no server holds it. */
async function withCommands<T>(config: Config, work: (ops: OperatorCommands) => Promise<T>) {
  await requireShopDatabase(config);
  const release =
    config.database.kind === 'pglite'
      ? lockDataDir(config.dataDir, config.database.dataDir, STOP_THE_SHOP)
      : () => {};
  let database: Database | null = null;
  try {
    database = await openDatabase(config.database);
    const actor = `${os.userInfo().username}@${os.hostname()} (npm run admin)`;
    return await work(new OperatorCommands(database.db, actor));
  } catch (error) {
    if (error instanceof DomainError) throw new CommandError(error.message);
    throw error;
  } finally {
    await database?.close();
    release();
  }
}

class CommandError extends Error {}

/** A password piped on standard input (`echo … | npm run admin -- reset-password x --stdin`). */
async function readStdin(): Promise<string> {
  if (process.stdin.isTTY)
    throw new CommandError('--stdin reads the password from a pipe, e.g. `echo "…" | npm run …`');
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

/** A deactivated account is told apart: a new password or an unlock does not let it in. */
const deactivated = (email: string, active: boolean) =>
  active
    ? ''
    : `\n${email} is deactivated and cannot sign in until a superadmin reactivates it (Admins in the back office; create-superadmin makes one).`;

const said = (email: string, password: string | null, what: string) =>
  password === null
    ? `${what} for ${email}, with the password from standard input. Every session of it has ended.`
    : `${what} for ${email}. One-time password (shown only now): ${password}\nThey must choose a new password after signing in with it. Every session of the account has ended.`;

const program = new Command()
  .name('npm run admin --')
  .description('Staff accounts of the shop, from the command line (DATA_DIR or DATABASE_URL).')
  .exitOverride((error) => process.exit(error.exitCode));

program
  .command('list-staff')
  .description('every staff account: e-mail, role, status')
  .action(() =>
    runCommand(async (config) => {
      const rows = await withCommands(config, (ops) => ops.listStaff());
      return rows
        .map((r) =>
          [
            r.email.padEnd(32),
            r.role.padEnd(11),
            (r.active ? 'active' : 'deactivated').padEnd(12),
            r.isRoot ? 'root' : '',
            r.mustChangePassword ? 'must change password' : '',
            r.name,
          ]
            .filter(Boolean)
            .join('  '),
        )
        .join('\n');
    }, CommandError),
  );

program
  .command('reset-password <email>')
  .description('a one-time password the user must change, or --stdin to set one')
  .option('--stdin', 'read the new password from standard input')
  .action((email: string, options: { stdin?: boolean }) =>
    runCommand(async (config) => {
      const given = options.stdin ? await readStdin() : null;
      const { password, active } = await withCommands(config, (ops) =>
        ops.resetPassword(email, given),
      );
      return said(email, password, 'Password reset') + deactivated(email, active);
    }, CommandError),
  );

program
  .command('create-superadmin <email>')
  .description('a new superadmin with a one-time password (or --stdin)')
  .option('--name <name>', 'the full name shown in the back office', 'Superadmin')
  .option('--stdin', 'read the password from standard input')
  .action((email: string, options: { name: string; stdin?: boolean }) =>
    runCommand(async (config) => {
      const given = options.stdin ? await readStdin() : null;
      const password = await withCommands(config, (ops) =>
        ops.createSuperadmin(email, options.name, given),
      );
      return said(email, password, 'Superadmin created');
    }, CommandError),
  );

program
  .command('unlock <email>')
  .description("clear the account's sign-in limits and end its sessions")
  .action((email: string) =>
    runCommand(async (config) => {
      const { active } = await withCommands(config, (ops) => ops.unlock(email));
      return (
        `Sign-in limits of ${email} cleared and its sessions ended.` + deactivated(email, active)
      );
    }, CommandError),
  );

await program.parseAsync(process.argv);
