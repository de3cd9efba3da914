import { setupServer } from 'msw/node';
import { adminOrderHandlers } from './adminOrderHandlers';
import { dashboardHandlers } from './dashboardHandlers';
import { feedbackHandlers } from './feedbackHandlers';
import { handlers } from './handlers';
import { orderHandlers } from './orderHandlers';
import { settingsHandlers } from './settingsHandlers';
import { storefrontHandlers } from './storefrontHandlers';

/** The MSW server used by the jsdom tests. */
export const server = setupServer(
  ...handlers,
  // Before any GET /api/orders/:id handler, which would also match /api/orders/export.
  ...adminOrderHandlers,
  ...storefrontHandlers,
  ...orderHandlers,
  ...dashboardHandlers,
  ...feedbackHandlers,
  ...settingsHandlers,
);
