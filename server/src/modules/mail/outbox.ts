import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage, Mailer } from './mailer';

/** A database handle or a transaction: mail is written in the transaction that causes it. */
type Writer = Pick<Db, 'insert'>;

/** One e-mail for one event; a second enqueue of the same event is ignored. */
export interface OutgoingMail extends MailMessage {
  /** Names the event, e.g. `password-reset:<code id>`: one mail per event, ever. */
  eventKey: string;
}

/** Writes a mail into the outbox, in the caller's transaction. */
export async function enqueueMail(writer: Writer, mail: OutgoingMail): Promise<void> {
  await writer
    .insert(mailOutbox)
    .values({
      eventKey: mail.eventKey,
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      html: mail.html ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.eventKey });
}

/** The queue's figures for /api/ready and /metrics. */
export interface MailCounts {
  waiting: number;
  late: number;
  oldestWaitingSeconds: number;
  failed: number;
}

export interface SenderOptions {
  /** How often the outbox is looked at when nothing wakes the sender. */
  pollMs: number;
  /** How long a claimed mail is left to this instance before another may take it. */
  leaseMs: number;
  /** First retry delay; doubled on each failure up to `maxDelayMs`. */
  retryMs: number;
  maxDelayMs: number;
  /** Attempts before a mail is given up as failed. */
  maxAttempts: number;
}

export const SENDER_DEFAULTS: SenderOptions = {
  pollMs: 2_000,
  leaseMs: 60_000,
  retryMs: 5_000,
  maxDelayMs: 15 * 60_000,
  maxAttempts: 10,
};

/** The retry delay after a mail's `attempts`-th failure. */
export const retryDelay = (attempts: number, options: SenderOptions) =>
  Math.min(options.maxDelayMs, options.retryMs * 2 ** Math.max(0, attempts - 1));

/**
 * Sends the outbox: claims due mail (`FOR UPDATE SKIP LOCKED` with a lease, so each mail is taken
 * by one instance, and a killed instance's mail is taken again once its lease ends), sends it, and
 * marks it sent, or schedules a retry with exponential backoff, or gives up after `maxAttempts`.
 * A mail whose sending was cut off after the SMTP server accepted it may be sent once more
 * (at-least-once); its Message-ID names the event so mail systems can drop the copy.
 */
export class MailSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly send: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly options: SenderOptions = SENDER_DEFAULTS,
  ) {}

  /**
   * Starts sending. `onlyInstance` (the embedded database, which one process holds): a lease
   * still running was taken by a process that is gone, killed mid-send, so its mail is due now
   * rather than when the lease would end.
   */
  start(opts: { onlyInstance?: boolean } = {}): void {
    if (!opts.onlyInstance) return this.schedule(0);
    this.running = this.db
      .update(mailOutbox)
      .set({ lockedUntil: null })
      .where(and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.lockedUntil)))
      .then(() => undefined)
      .catch((error: unknown) => this.log.warn({ err: error }, 'could not release mail leases'))
      .finally(() => {
        this.running = null;
        this.schedule(0);
      });
  }

  /** Looks at the outbox now (after a mail was enqueued). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Stops looking; resolves once the mail being sent is done. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /**
   * Mail waiting to be sent, of it how much has waited longer than `lateAfterMs` (late), how long
   * the oldest has waited (seconds), and mail given up on.
   */
  async counts(lateAfterMs: number): Promise<MailCounts> {
    const [waiting] = await this.db
      .select({
        n: count(),
        late: sql<number>`count(*) filter (where ${mailOutbox.createdAt} < now() - make_interval(secs => ${lateAfterMs / 1000}))`,
        oldest: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)`,
      })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
    const [failed] = await this.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(isNotNull(mailOutbox.failedAt));
    return {
      waiting: Number(waiting?.n ?? 0),
      late: Number(waiting?.late ?? 0),
      oldestWaitingSeconds: Math.floor(Number(waiting?.oldest ?? 0)),
      failed: Number(failed?.n ?? 0),
    };
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.drain()
        .catch((error: unknown) => this.log.warn({ err: error }, 'mail outbox not reachable'))
        .finally(() => {
          this.running = null;
          const soon = this.again;
          this.again = false;
          this.schedule(soon ? 0 : this.options.pollMs);
        });
    }, ms);
  }

  /** Sends due mail until none is left. */
  private async drain(): Promise<void> {
    while (!this.stopped) {
      const batch = await this.claim();
      if (batch.length === 0) return;
      for (const mail of batch) await this.deliver(mail);
    }
  }

  private async claim() {
    const lease = `${this.options.leaseMs} milliseconds`;
    const { rows } = (await this.db.execute(sql`
      update mail_outbox set locked_until = now() + ${lease}::interval, attempts = attempts + 1
      where id in (
        select id from mail_outbox
        where sent_at is null and failed_at is null and next_attempt_at <= now()
          and (locked_until is null or locked_until < now())
        order by next_attempt_at
        limit 10
        for update skip locked)
      returning id, event_key, recipient, subject, body, html, attempts`)) as unknown as {
      rows: {
        id: string;
        event_key: string;
        recipient: string;
        subject: string;
        body: string;
        html: string | null;
        attempts: number;
      }[];
    };
    return rows;
  }

  private async deliver(mail: Awaited<ReturnType<MailSender['claim']>>[number]): Promise<void> {
    try {
      await this.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.body,
        ...(mail.html ? { html: mail.html } : {}),
        messageId: `<${mail.event_key}@perfume-shop>`,
      });
      await this.db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, body: '', html: null, lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      const reason = String((error as Error)?.message ?? error).slice(0, 500);
      const giveUp = mail.attempts >= this.options.maxAttempts;
      const delay = `${retryDelay(mail.attempts, this.options)} milliseconds`;
      await this.db
        .update(mailOutbox)
        .set({
          lockedUntil: null,
          lastError: reason,
          ...(giveUp
            ? { failedAt: sql`now()` }
            : { nextAttemptAt: sql`now() + ${delay}::interval` }),
        })
        .where(eq(mailOutbox.id, mail.id));
      this.log.warn(
        { mailId: mail.id, attempts: mail.attempts, err: reason },
        giveUp ? 'mail given up' : 'mail not sent; it will be retried',
      );
    }
  }
}
