import { and, desc, eq } from 'drizzle-orm';
import { CHECKOUT_EMAIL_PATTERN } from '../../../../src/domain/checkout';
import {
  ALL_FIELDS_REQUIRED,
  feedbackMessages,
  missingFields,
  nextMessageStatus,
  trimFields,
  type MessageStatus,
} from '../../../../src/domain/feedback';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { Throttle } from '../../plugins/throttle';

type Row = typeof contactMessages.$inferSelect;
const toMessage = (row: Row) => ({ ...row, _id: row.id, createdAt: row.createdAt.toISOString() });

export type ContactFields = {
  name: string;
  email: string;
  subject: string;
  message: string;
};

/** Customer messages (the back office's "Complaints"): Pending -> Read -> Responded. */
export class ContactService {
  private readonly perEmail: Throttle;

  constructor(
    private readonly db: Db,
    /** Limits messages per mailbox (5 an hour); off in benchmarks. */
    private readonly limited: boolean,
  ) {
    this.perEmail = new Throttle(db, 'contacts', 5, 60 * 60 * 1000);
  }

  async send(input: ContactFields): Promise<void> {
    const fields = trimFields(input);
    const missing = missingFields(fields);
    if (missing.length > 0) throw badRequest(ALL_FIELDS_REQUIRED, missing);
    if (!CHECKOUT_EMAIL_PATTERN.test(fields.email)) {
      throw badRequest(feedbackMessages.invalidEmail, [
        { param: 'email', msg: feedbackMessages.invalidEmail },
      ]);
    }
    if (this.limited) await this.perEmail.take(fields.email);
    await this.db.insert(contactMessages).values({ ...fields, email: fields.email.toLowerCase() });
  }

  async list() {
    const rows = await this.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(1000);
    return rows.map(toMessage);
  }

  /** Moves a message one step on; two staff clicking at once cannot skip a step. */
  async setStatus(id: string, to: MessageStatus) {
    const [current] = await this.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    if (!current) throw notFound('Message not found');
    const from = current.status;
    if (nextMessageStatus(from) !== to)
      throw conflict(`A message that is ${from} cannot be marked ${to}.`);
    // Conditional on the status read above.
    const [row] = await this.db
      .update(contactMessages)
      .set({ status: to })
      .where(and(eq(contactMessages.id, current.id), eq(contactMessages.status, from)))
      .returning();
    if (!row) throw conflict('The message was updated by someone else; reload to see its status.');
    return toMessage(row);
  }
}
