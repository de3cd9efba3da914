import { deliveryRatesOf } from '@shop/domain/delivery';
import { orderLimitsOf } from '@shop/domain/shopSettings';
import { shopRoutes } from './routes';
import { modulePlugin } from '../../plugins/modulePlugin';

/** What the storefront shows of the shop: contact details, delivery charges, order limits. */
export const shopModule = modulePlugin('shop', ['settings'], async (app) => {
  const { settings } = app;
  await app.register(shopRoutes, {
    shop: () => settings.currentContact(),
    delivery: () => deliveryRatesOf(settings.current()),
    orderLimits: () => orderLimitsOf(settings.current()),
  });
});
