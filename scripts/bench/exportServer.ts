// The shop as a process of its own for the exports bench (scripts/bench/exports.ts), so that the
// memory measured is the server's alone: started on the scratch database named by BENCH_SCRATCH
// (JSON), it prints the address it listens on, settles its memory when asked (IPC 'settle'), and
// closes on SIGTERM.
import { buildApp } from '../../server/src/app';
import { benchConfig, type Scratch } from './shop';

const scratch = JSON.parse(process.env.BENCH_SCRATCH!) as Scratch;
const app = await buildApp(benchConfig(scratch), { logger: false, rateLimit: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
// BENCH_EXPORT_SETTLE=1 (exports.ts): what V8 does under memory pressure, a full
// collection that also gives back the young generation's pages (gc needs --expose-gc), so the
// download's rise includes the young generation V8 grows again.
process.on('message', (message) => {
  if (message !== 'settle') return;
  const gc = (globalThis as { gc?: (options: object) => void }).gc;
  gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  process.send!(gc ? 'settled' : 'no gc');
});
process.stdout.write(`${url}\n`);
