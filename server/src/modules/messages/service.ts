import { and, desc, eq } from 'drizzle-orm';
import { CHECKOUT_EMAIL_PATTERN } from '@shop/domain/checkout';
import {
  ALL_FIELDS_REQUIRED,
  FEEDBACK_PHONE_PATTERN,
  feedbackMessages,
  missingFields,
  nextMessageStatus,
  trimFields,
  type MessageStatus,
} from '@shop/domain/feedback';
import type { Db } from '../../db/client';
import { customerMessages } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { Throttle } from '../../db/throttle';
import { enqueueMail } from '../mail';

type Row = typeof customerMessages.$inferSelect;
const toMessage = (row: Row) => ({
  ...row,
  _id: row.id,
  createdAt: row.createdAt.toISOString(),
  repliedAt: row.repliedAt?.toISOString() ?? null,
});

export type MessageFields = {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Optional: a phone to answer on WhatsApp. */
  phone?: string;
};

/** The shop's answer as the customer reads it: their message quoted below. */
function replyText(row: Row, reply: string, shopName: string) {
  const quoted = row.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `${reply}\n\n${shopName}\n\nYou wrote on ${row.createdAt.toISOString().slice(0, 10)}:\n${quoted}\n`;
}

/** Customer messages (the back office's "Complaints"): Pending -> Read -> Responded. */
export class MessageService {
  private readonly perEmail: Throttle;

  constructor(
    private readonly db: Db,
    /** Limits messages per mailbox (5 an hour); off in benchmarks. */
    private readonly limited: boolean,
    private readonly replies: { shopName: string; wake: () => void } = {
      shopName: 'The shop',
      wake: () => {},
    },
  ) {
    this.perEmail = new Throttle(db, 'contacts', 5, 60 * 60 * 1000);
  }

  async send({ phone: typedPhone, ...input }: MessageFields): Promise<void> {
    const fields = trimFields(input);
    const phone = typedPhone?.trim() || null;
    const missing = missingFields(fields);
    if (missing.length > 0) throw badRequest(ALL_FIELDS_REQUIRED, missing);
    if (!CHECKOUT_EMAIL_PATTERN.test(fields.email)) {
      throw badRequest(feedbackMessages.invalidEmail, [
        { param: 'email', msg: feedbackMessages.invalidEmail },
      ]);
    }
    if (phone && !FEEDBACK_PHONE_PATTERN.test(phone)) {
      throw badRequest(feedbackMessages.invalidPhone, [
        { param: 'phone', msg: feedbackMessages.invalidPhone },
      ]);
    }
    if (this.limited) await this.perEmail.take(fields.email);
    await this.db
      .insert(customerMessages)
      .values({ ...fields, phone, email: fields.email.toLowerCase() });
  }

  /**
   * Answers a message by e-mail: the mail goes into the outbox in the same transaction that keeps
   * the answer, who sent it and when with the message and marks it Responded. One answer a
   * message; a second is refused (409), and two staff answering at once send one mail.
   */
  async reply(id: string, text: string, by: string) {
    const reply = text.trim();
    if (!reply)
      throw badRequest(feedbackMessages.replyRequired, [
        { param: 'reply', msg: feedbackMessages.replyRequired },
      ]);
    const row = await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(customerMessages)
        .where(eq(customerMessages.id, id))
        .for('update');
      if (!current) throw notFound('Message not found');
      if (current.reply !== null) throw conflict(feedbackMessages.alreadyAnswered);
      const [updated] = await tx
        .update(customerMessages)
        .set({ reply, repliedBy: by, repliedAt: new Date(), status: 'Responded' })
        .where(eq(customerMessages.id, id))
        .returning();
      await enqueueMail(tx, {
        eventKey: `contact-reply:${id}`,
        to: current.email,
        subject: `Re: ${current.subject}`,
        text: replyText(current, reply, this.replies.shopName),
      });
      return updated!;
    });
    this.replies.wake();
    return toMessage(row);
  }

  async list() {
    const rows = await this.db
      .select()
      .from(customerMessages)
      .orderBy(desc(customerMessages.createdAt))
      .limit(1000);
    return rows.map(toMessage);
  }

  /** Moves a message one step on; two staff clicking at once cannot skip a step. */
  async setStatus(id: string, to: MessageStatus) {
    const [current] = await this.db
      .select()
      .from(customerMessages)
      .where(eq(customerMessages.id, id));
    if (!current) throw notFound('Message not found');
    const from = current.status;
    if (nextMessageStatus(from) !== to)
      throw conflict(`A message that is ${from} cannot be marked ${to}.`);
    // Conditional on the status read above.
    const [row] = await this.db
      .update(customerMessages)
      .set({ status: to })
      .where(and(eq(customerMessages.id, current.id), eq(customerMessages.status, from)))
      .returning();
    if (!row) throw conflict('The message was updated by someone else; reload to see its status.');
    return toMessage(row);
  }
}
