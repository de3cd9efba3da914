import { deliveryRatesOf } from '@shop/domain/delivery';
import { orderLimitsOf } from '@shop/domain/shopSettings';
import { onceReady } from '../../plugins/lifecycle';
import { OrderMails } from './orderMails';
import { schedulePendingExpiry } from './pendingExpiry';
import { orderRoutes } from './routes';
import { OrderService } from './service';
import { modulePlugin } from '../../plugins/modulePlugin';

/**
 * Orders: checkout, tracking, the back office's orders and exports; their e-mails, and the
 * expiry of orders never confirmed (their stock goes back on sale).
 */
export const ordersModule = modulePlugin(
  'orders',
  ['lifecycle', 'auth', 'settings', 'mail', 'stock', 'discounts', 'visits', 'public-cache'],
  async (app) => {
    const { config, database, settings } = app;
    const followUps = {
      mails: new OrderMails(
        () => settings.currentContact(),
        config.publicUrl,
        () => app.mail.wake(),
      ),
      lowStock: app.lowStock,
    };
    const orders = new OrderService(
      database.db,
      () => orderLimitsOf(settings.current()),
      app.rateLimited,
      followUps,
      () => deliveryRatesOf(settings.current()),
      app.discounts,
    );
    await app.register(orderRoutes, { orders, visits: app.visits });
    onceReady(app, () =>
      schedulePendingExpiry(
        database.db,
        config.orderLimits.pendingOrderTtlHours,
        app.log,
        () => app.publicCache.expireAll(),
        followUps,
      ),
    );
  },
);
