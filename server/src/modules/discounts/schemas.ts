import { Type } from 'typebox';
import { DISCOUNT_KINDS } from '@shop/domain/discount';
import { oneOf } from '../../schemas/oneOf';
import { CHECKOUT_LIMITS } from '@shop/domain/checkout';
import { OrderLineInput } from '../orders';

const ShopTime = Type.Union([Type.String({ maxLength: 16 }), Type.Null()], {
  description: 'Pakistan time, YYYY-MM-DDTHH:mm; null: no such bound',
});
const Limit = Type.Union([Type.Integer(), Type.Null()], { description: 'null: no limit' });

/** A code as staff write it; each field's rule is in src/domain/discount.ts. */
export const DiscountCodeInput = Type.Object(
  {
    code: Type.String({ maxLength: 40, description: 'Kept in upper case, spaces removed' }),
    kind: oneOf(DISCOUNT_KINDS),
    value: Type.Number({ description: 'Percent of the items (1-100) or Rs. off them' }),
    minOrder: Type.Number({ description: 'Rs. the items must come to; 0: any order' }),
    startsAt: ShopTime,
    endsAt: ShopTime,
    maxUses: Limit,
    maxUsesPerPhone: Limit,
    isActive: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const DiscountCode = Type.Object({
  _id: Type.String(),
  code: Type.String(),
  kind: oneOf(DISCOUNT_KINDS),
  value: Type.Integer(),
  minOrder: Type.Integer(),
  startsAt: ShopTime,
  endsAt: ShopTime,
  maxUses: Limit,
  maxUsesPerPhone: Limit,
  /** Orders holding the code that are not cancelled. */
  usedCount: Type.Integer(),
  isActive: Type.Boolean(),
  updatedAt: Type.String({ format: 'date-time' }),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});

export const DiscountCodeList = Type.Array(DiscountCode);

export const DiscountIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** The checkout's Apply: the code with the cart's lines (priced by the server) and the phone. */
export const DiscountQuoteBody = Type.Object(
  {
    code: Type.String({ maxLength: 40 }),
    products: Type.Array(OrderLineInput, { minItems: 1, maxItems: CHECKOUT_LIMITS.maxLines }),
    customerPhone: Type.Optional(
      Type.String({ maxLength: 40, description: 'Counts this number’s uses when given' }),
    ),
  },
  { additionalProperties: false },
);

export const DiscountQuote = Type.Object({
  code: Type.String(),
  itemsTotal: Type.Number(),
  discount: Type.Number({ description: 'Rs. off the items' }),
});
