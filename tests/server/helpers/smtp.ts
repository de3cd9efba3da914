import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps every message it accepts. Started in 'stall' mode it
 * holds each message after its data arrived and never answers, as a server hanging mid-send
 * would (the message is not accepted), until `accept()` is called.
 */
export function smtpServer(port: number, mode: 'accept' | 'stall' = 'accept') {
  const received: string[] = [];
  let held = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => {
        if (mode === 'stall') {
          held += 1;
          return;
        }
        received.push(text);
        callback();
      });
    },
  });
  server.on('error', () => {}); // a client killed mid-conversation
  return {
    received,
    held: () => held,
    accept: () => (mode = 'accept'),
    start: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `check` every 50 ms until it gives something truthy, and returns that (fails after `ms`). */
export async function until<T>(check: () => T | Promise<T>, ms = 15_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
