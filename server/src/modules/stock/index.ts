// What other modules may use of stock (app.ts registers ./plugin).
export type { LowStockAlerts } from './lowStockAlerts';
