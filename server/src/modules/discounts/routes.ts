import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { refusals } from '../../schemas/common';
import { canonicalMobile } from '@shop/domain/phone';
import { orderTotal } from '@shop/domain/money';
import type { Db } from '../../db/client';
import { mergeLines, priceLines } from '../orders';
import {
  DiscountCode,
  DiscountCodeInput,
  DiscountCodeList,
  DiscountIdParams,
  DiscountQuote,
  DiscountQuoteBody,
} from './schemas';
import type { DiscountService } from './service';
import { rateLimitOf } from '../../limits';
import { tagRoutes } from '../../plugins/routeTags';

/** Discount codes: the back office's grid (superadmins write) and the checkout's Apply. */
export const discountRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  discounts: DiscountService;
}> = async (app, { db, discounts }) => {
  tagRoutes(app, 'Discounts');
  app.get(
    '/api/admin/discounts',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'listDiscountCodes',
        summary: 'Every discount code, newest first, with its uses (staff)',
        response: { 200: DiscountCodeList, ...refusals(401, 403) },
      },
    },
    // Answered no-store, as every answer to a signed-in request is (plugins/conditionalGet.ts).
    async () => discounts.list(),
  );

  app.post(
    '/api/admin/discounts',
    {
      onRequest: app.allow('editDiscounts'),
      schema: {
        operationId: 'createDiscountCode',
        summary: 'Create a discount code (superadmin); recorded in the audit trail',
        body: DiscountCodeInput,
        response: { 201: DiscountCode, ...refusals(401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await discounts.create(request.body, request.admin!)),
  );

  app.put(
    '/api/admin/discounts/:id',
    {
      onRequest: app.allow('editDiscounts'),
      schema: {
        operationId: 'updateDiscountCode',
        summary: 'Change a discount code (superadmin); recorded in the audit trail',
        params: DiscountIdParams,
        body: DiscountCodeInput,
        response: { 200: DiscountCode, ...refusals(401, 403, 404) },
      },
    },
    async (request) => discounts.update(request.params.id, request.body, request.admin!),
  );

  app.post(
    '/api/discounts/check',
    {
      config: rateLimitOf('discountChecks', app.rateLimited),
      schema: {
        operationId: 'checkDiscountCode',
        summary: 'What a discount code takes off these items, or why it does not apply',
        description:
          'The items are priced from the catalogue. A code that does not apply answers 400 with ' +
          'the reason for `discountCode` (not valid, not valid yet, expired, minimum order, used ' +
          'up); unknown codes are counted per address (429 past the limit).',
        body: DiscountQuoteBody,
        response: { 200: DiscountQuote },
      },
    },
    async (request) => {
      const lines = await priceLines(db, mergeLines(request.body.products));
      const itemsTotal = orderTotal(lines);
      const phone = canonicalMobile(request.body.customerPhone ?? '');
      const applied = await discounts.apply(request.body.code, itemsTotal, phone, request.ip);
      return { code: applied.code, itemsTotal, discount: applied.amount };
    },
  );
};
