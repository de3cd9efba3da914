import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliveryRatesOf } from '@shop/domain/delivery';
import { orderLimitsOf } from '@shop/domain/shopSettings';
import { shopRoutes } from './routes';

/** What the storefront shows of the shop: contact details, delivery charges, order limits. */
export const shopModule = fp(
  async (app: FastifyInstance) => {
    const { settings } = app;
    await app.register(shopRoutes, {
      shop: () => settings.currentContact(),
      delivery: () => deliveryRatesOf(settings.current()),
      orderLimits: () => orderLimitsOf(settings.current()),
    });
  },
  { name: 'shop', dependencies: ['settings'] },
);
