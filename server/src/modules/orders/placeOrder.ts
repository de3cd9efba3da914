import { and, eq, inArray, sql } from 'drizzle-orm';
import { checkoutMessages, type CustomerFields } from '@shop/domain/checkout';
import { orderTotal } from '@shop/domain/money';
import { customerProblems } from '@shop/domain/customerRules';
import { canonicalMobile } from '@shop/domain/phone';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { categories, orderEvents, orderLines, orders, perfumes, variants } from '../../db/schema';
import type { DomainError } from '../../errors';
import { badRequest, conflict } from '../../errors';
import { newOrderNumber } from './orderNumber';
import { deliveryFee, FREE_DELIVERY, type DeliveryRates } from '@shop/domain/delivery';
import { linesOverLimits, type OrderLimits as OrderLimitFigures } from '@shop/domain/orderLimits';
import { isKeyTaken, type CheckoutAttempt } from './idempotency';
import { orderAmount } from '@shop/domain/money';
import { claimDiscountUse, DiscountRefused } from '../discounts';
import type { AppliedDiscount } from '../discounts';
import { orderView, type OrderView } from './orderView';
import type { LowStockAlerts } from '../stock';
import type { OrderMails } from './orderMails';
import { DEFAULT_LANGUAGE, type Language } from '@shop/domain/language';

/** What placing or changing an order also does, in its transaction: mail, low-stock alerts. */
export interface OrderFollowUps {
  mails: OrderMails;
  lowStock: LowStockAlerts;
}

export interface OrderRequest extends CustomerFields {
  paymentMethod?: 'COD' | 'Card';
  language?: Language;
  products: { productId: string; variantSize: string; quantity: number }[];
  discountCode?: string;
}

/** Prices a discount code for items worth `itemsTotal` Rs. and a canonical phone (or refuses it). */
export type DiscountPricer = (itemsTotal: number, phone: string) => Promise<AppliedDiscount>;

interface PricedLine {
  perfumeId: string;
  variantId: string;
  name: string;
  /** The perfume's Urdu name, if it has one. */
  nameUr: string | null;
  size: string;
  quantity: number;
  price: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A line could not be reserved; the transaction is rolled back and the shortfall reported. */
class OutOfStock extends Error {}

/** Another request with the same Idempotency-Key placed its order first (committed). */
export class KeyTaken extends Error {}

function trimmed(body: OrderRequest): CustomerFields {
  return {
    customerName: body.customerName.trim(),
    customerEmail: body.customerEmail.trim(),
    customerPhone: body.customerPhone.trim(),
    customerProvince: body.customerProvince.trim(),
    customerCity: body.customerCity.trim(),
    customerAddress: body.customerAddress.trim(),
    postalcode: body.postalcode.trim(),
  };
}

/** Same perfume and size on two lines count as one line of the summed quantity. */
export function mergeLines(lines: OrderRequest['products']) {
  const merged = new Map<string, { productId: string; variantSize: string; quantity: number }>();
  for (const line of lines) {
    const key = `${line.productId}\u0000${line.variantSize.trim().toLowerCase()}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else
      merged.set(key, {
        productId: line.productId,
        variantSize: line.variantSize.trim(),
        quantity: line.quantity,
      });
  }
  return [...merged.values()];
}

/** One order may hold a shop's worth of a perfume, not a whole variant's stock (src/domain/orderLimits.ts). */
function assertWithinLimits(lines: ReturnType<typeof mergeLines>, limits: OrderLimitFigures): void {
  const over = linesOverLimits(lines, limits)[0];
  if (over) {
    const msg = `${over.message}.`;
    throw badRequest(msg, [{ param: 'products', msg }]);
  }
}

/** Prices every line from the catalogue; only active perfumes in active categories can be ordered. */
export async function priceLines(
  db: Db,
  requested: ReturnType<typeof mergeLines>,
): Promise<PricedLine[]> {
  const ids = [...new Set(requested.map((l) => l.productId).filter((id) => UUID.test(id)))];
  const rows = ids.length
    ? await db
        .select({ variant: variants, name: perfumes.name, nameUr: perfumes.nameUr })
        .from(variants)
        .innerJoin(perfumes, eq(perfumes.id, variants.perfumeId))
        .innerJoin(categories, eq(categories.id, perfumes.categoryId))
        .where(
          and(
            inArray(perfumes.id, ids),
            eq(perfumes.isActive, true),
            eq(categories.isActive, true),
          ),
        )
    : [];
  const unavailable: string[] = [];
  const priced = requested.flatMap((line) => {
    const row = rows.find(
      (r) =>
        r.variant.perfumeId === line.productId &&
        r.variant.size.toLowerCase() === line.variantSize.toLowerCase(),
    );
    if (!row) {
      unavailable.push(line.variantSize);
      return [];
    }
    return [
      {
        perfumeId: line.productId,
        variantId: row.variant.id,
        name: row.name,
        nameUr: row.nameUr,
        size: row.variant.size,
        quantity: line.quantity,
        price: Number(row.variant.price),
      },
    ];
  });
  if (unavailable.length > 0) {
    const msg = `${unavailable.length === 1 ? 'An item in your order is' : 'Some items in your order are'} no longer available (${unavailable.join(', ')}). Please update your cart.`;
    throw badRequest(msg, [{ param: 'products', msg }]);
  }
  return priced;
}

async function shortfall(
  db: Db,
  lines: PricedLine[],
  requested: ReturnType<typeof mergeLines>,
): Promise<DomainError> {
  const rows = await db
    .select({
      id: variants.id,
      left: sql<number>`greatest(${variants.stock} - ${variants.reservedQty}, 0)`,
    })
    .from(variants)
    .where(
      inArray(
        variants.id,
        lines.map((l) => l.variantId),
      ),
    );
  const stock = lines
    .map((line, i) => ({
      productId: requested[i]!.productId,
      variantSize: line.size,
      name: line.name,
      requested: line.quantity,
      available: Number(rows.find((r) => r.id === line.variantId)?.left ?? 0),
    }))
    .filter((item) => item.available < item.requested);
  const message = stock
    .map((item) =>
      item.available === 0
        ? `${item.name} (${item.variantSize}) is sold out.`
        : `Only ${item.available} left of ${item.name} (${item.variantSize}).`,
    )
    .join(' ');
  return conflict(message || 'Some items just sold out. Please review your cart.', { stock });
}

/**
 * Places an order: validates the customer, prices from the catalogue, and reserves every line in
 * one transaction with one conditional UPDATE per variant (variants in id order, so concurrent
 * checkouts cannot deadlock). All lines or none; never more than is available. With an
 * Idempotency-Key (`idempotency`), the key is written with the order under its unique index.
 */
export async function placeOrder(
  db: Db,
  body: OrderRequest,
  limits: OrderLimitFigures,
  followUps?: OrderFollowUps,
  idempotency?: CheckoutAttempt,
  rates: DeliveryRates = FREE_DELIVERY,
  priceDiscount?: DiscountPricer,
): Promise<OrderView> {
  const customer = trimmed(body);
  const problems = customerProblems(customer);
  if (body.paymentMethod === 'Card')
    problems.push({ param: 'paymentMethod', msg: checkoutMessages.cardUnavailable });
  if (problems.length > 0) throw badRequest(problems[0]!.msg, problems);

  const requested = mergeLines(body.products);
  assertWithinLimits(requested, limits);
  const lines = await priceLines(db, requested);
  // Delivery is priced here from the address and the catalogue's prices, never from the client.
  const itemsTotal = orderTotal(lines);
  const delivery = deliveryFee(itemsTotal, customer.customerProvince, rates, customer.customerCity);
  const phone = canonicalMobile(customer.customerPhone)!;
  const code = body.discountCode?.trim();
  // The code too is priced here from the server's own figures, and its use counted below.
  const discount = code && priceDiscount ? await priceDiscount(itemsTotal, phone) : null;
  const totalAmount = orderAmount(itemsTotal, delivery, discount?.amount ?? 0);

  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        // The order's own rows first (with its product sales, by trigger): the variant rows below
        // are what concurrent checkouts of one perfume queue on, so they are locked last.
        const [order] = await tx
          .insert(orders)
          .values({
            ...customer,
            customerEmail: customer.customerEmail.toLowerCase(),
            // One stored form, whatever spelling was typed (validated above).
            customerPhone: phone,
            orderNumber: newOrderNumber(),
            paymentMethod: 'COD',
            language: body.language ?? DEFAULT_LANGUAGE,
            totalAmount,
            deliveryFee: delivery,
            discount: discount?.amount ?? 0,
            discountCode: discount?.code ?? null,
            discountCodeId: discount?.codeId ?? null,
            idempotencyKey: idempotency?.key ?? null,
            requestHash: idempotency?.hash ?? null,
          })
          .returning();
        const written = await tx
          .insert(orderLines)
          .values(
            lines.map((line) => ({
              orderId: order!.id,
              perfumeId: line.perfumeId,
              variantId: line.variantId,
              productName: line.name,
              productNameUr: line.nameUr,
              variantSize: line.size,
              quantity: line.quantity,
              price: line.price,
            })),
          )
          .returning();
        const events = await tx
          .insert(orderEvents)
          .values({ orderId: order!.id, status: 'Pending' })
          .returning();
        for (const line of [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId))) {
          const reserved = await tx
            .update(variants)
            .set({ reservedQty: sql`${variants.reservedQty} + ${line.quantity}` })
            .where(
              and(
                eq(variants.id, line.variantId),
                sql`${variants.stock} - ${variants.reservedQty} >= ${line.quantity}`,
              ),
            )
            .returning({ id: variants.id });
          if (reserved.length === 0) throw new OutOfStock();
        }
        if (discount) await claimDiscountUse(tx, discount.codeId, phone);
        if (followUps) {
          await followUps.mails.enqueue(tx, 'placed', {
            ...order!,
            totalAmount: Number(order!.totalAmount),
            deliveryFee: Number(order!.deliveryFee),
            discount: Number(order!.discount),
            lines: lines.map((line) => ({ ...line })),
          });
          await followUps.lowStock.check(
            tx,
            lines.map((line) => line.variantId),
          );
        }
        // The answer is what this transaction wrote: no read after the commit, which could fail
        // (the database gone) for an order that exists.
        return orderView(order!, written, events, false);
      });
    } catch (error) {
      if (error instanceof OutOfStock) throw await shortfall(db, lines, requested);
      if (error instanceof DiscountRefused)
        throw badRequest(error.message, [{ param: 'discountCode', msg: error.message }]);
      if (isKeyTaken(error)) throw new KeyTaken();
      // A clash of random order numbers (1 in 60 million a day): try again with a new one.
      if (isUniqueViolation(error) && attempt < 3) continue;
      throw error;
    }
  }
}
