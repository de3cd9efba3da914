import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML; mail clients show it, and the text where they cannot. */
  html?: string;
  /** `<…>`: names the event, so a copy sent twice can be recognised. */
  messageId?: string;
}

/** Sends a message; resolves once it was handed to SMTP or written to the outbox. */
export type Mailer = (message: MailMessage) => Promise<void>;

/**
 * Mail through SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in
 * DATA_DIR/outbox (openable by any mail client) and a log line says where.
 */
export function createMailer(
  opts: {
    smtpUrl: string | null;
    /** The sender, read for each message (the shop's settings may change it). */
    from: () => { name: string; address: string };
    outboxDir: string;
  },
  log: FastifyBaseLogger,
): Mailer {
  if (opts.smtpUrl) {
    // Every wait bounded, so a send ends well within the outbox's 60 s lease (outbox.ts).
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return async (message) => {
      await transport.sendMail({ from: opts.from(), ...message });
      log.info({ subject: message.subject }, 'mail sent');
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return async (message) => {
    const info = await transport.sendMail({ from: opts.from(), ...message });
    await fs.mkdir(opts.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(opts.outboxDir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
    await fs.writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
    await fs.rename(`${file}.tmp`, file);
    log.info({ subject: message.subject, file }, 'mail written to the outbox (no SMTP_URL)');
  };
}
