import { desc, eq } from 'drizzle-orm';
import {
  discountCodeProblems,
  discountMessages,
  instantToShopTime,
  normaliseCode,
  priceDiscount,
  shopTimeToInstant,
  type DiscountCodeInput,
} from '@shop/domain/discount';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { auditEvents, discountCodes } from '../../db/schema';
import { badRequest, notFound, tooManyRequests } from '../../errors';
import type { Throttle } from '../../db/throttle';
import { phoneUses } from './uses';
import { LIMITS, throttleOf } from '../../limits';

type CodeRow = typeof discountCodes.$inferSelect;

/** A code that applies to an order: what it takes off, and the row whose uses it counts. */
export interface AppliedDiscount {
  codeId: string;
  code: string;
  amount: number;
}

/** Unknown codes one address may try in an hour, on every instance together. */
const GUESSES_PER_HOUR = LIMITS.unknownDiscountCodes.max;

const refused = (msg: string) => badRequest(msg, [{ param: 'discountCode', msg }]);

/** A code as the back office shows it; times in Pakistan time. */
function toView(row: CodeRow) {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minOrder: row.minOrder,
    startsAt: row.startsAt && instantToShopTime(row.startsAt),
    endsAt: row.endsAt && instantToShopTime(row.endsAt),
    maxUses: row.maxUses,
    maxUsesPerPhone: row.maxUsesPerPhone,
    usedCount: row.usedCount,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/**
 * Discount codes: the back office's list and form (superadmins write, every change audited), and
 * the checkout's check of a code. Unknown codes are counted per address, so codes cannot be
 * found by guessing; the answer never says whether an inactive code exists.
 */
export class DiscountService {
  private readonly guesses: Throttle;

  constructor(
    private readonly db: Db,
    /** Counts unknown codes per address; off in benchmarks and some tests. */
    private readonly limited: boolean,
  ) {
    this.guesses = throttleOf(db, 'discount-guess', 'unknownDiscountCodes');
  }

  async list() {
    const rows = await this.db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt));
    return rows.map(toView);
  }

  async create(input: DiscountCodeInput, by: { email: string }) {
    const values = this.checked(input);
    try {
      const row = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(discountCodes)
          .values({ ...values, updatedBy: by.email })
          .returning();
        await tx
          .insert(auditEvents)
          .values({ actor: by.email, action: 'discount.create', target: row!.code });
        return row!;
      });
      return toView(row);
    } catch (error) {
      throw this.taken(error);
    }
  }

  async update(id: string, input: DiscountCodeInput, by: { email: string }) {
    const values = this.checked(input);
    try {
      const row = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .update(discountCodes)
          .set({ ...values, updatedBy: by.email, updatedAt: new Date() })
          .where(eq(discountCodes.id, id))
          .returning();
        if (!row) throw notFound('Discount code not found');
        // The row is locked by the update: no order takes a use meanwhile.
        if (values.maxUses !== null && row.usedCount > values.maxUses) {
          const msg = `Total uses cannot be fewer than the ${row.usedCount} already used.`;
          throw badRequest(msg, [{ param: 'maxUses', msg }]);
        }
        await tx
          .insert(auditEvents)
          .values({ actor: by.email, action: 'discount.update', target: row.code });
        return row;
      });
      return toView(row);
    } catch (error) {
      throw this.taken(error);
    }
  }

  private checked(input: DiscountCodeInput) {
    const problems = discountCodeProblems(input);
    if (problems.length > 0) throw badRequest(problems[0]!.msg, problems);
    const at = (local: string | null) => (local ? shopTimeToInstant(local) : null);
    return {
      code: normaliseCode(input.code),
      kind: input.kind,
      value: input.value,
      minOrder: input.minOrder,
      startsAt: at(input.startsAt),
      endsAt: at(input.endsAt),
      maxUses: input.maxUses,
      maxUsesPerPhone: input.maxUsesPerPhone,
      isActive: input.isActive,
    };
  }

  private taken(error: unknown) {
    if (!isUniqueViolation(error)) return error;
    const msg = 'A discount code with this name already exists.';
    return badRequest(msg, [{ param: 'code', msg }]);
  }

  /**
   * The discount a code gives an order whose items come to `itemsTotal` Rs., or a 400 naming
   * `discountCode` with the reason. `phone` (canonical) counts its earlier uses when known;
   * `address` is the client's, whose unknown codes are counted.
   */
  async apply(
    text: string,
    itemsTotal: number,
    phone: string | null,
    address: string,
  ): Promise<AppliedDiscount> {
    const code = normaliseCode(text);
    if (code === '') throw refused(discountMessages.required);
    // Once an address has guessed too often, even a right code is refused, so guessing on
    // past the limit tells nothing.
    if (this.limited) await this.guesses.assertOpen(address, discountMessages.guessing);
    const [row] = await this.db.select().from(discountCodes).where(eq(discountCodes.code, code));
    if (!row || !row.isActive) {
      if (this.limited) {
        const { count } = await this.guesses.hit(address);
        if (count > GUESSES_PER_HOUR) throw tooManyRequests(discountMessages.guessing);
      }
      throw refused(discountMessages.invalid);
    }
    const priced = priceDiscount(
      {
        ...row,
        startsAt: row.startsAt?.toISOString() ?? null,
        endsAt: row.endsAt?.toISOString() ?? null,
      },
      itemsTotal,
      new Date(),
      phone && row.maxUsesPerPhone !== null ? await phoneUses(this.db, row.id, phone) : 0,
    );
    if ('reason' in priced) throw refused(priced.message);
    return { codeId: row.id, code: row.code, amount: priced.amount };
  }
}
