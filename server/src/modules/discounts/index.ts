// What other modules may use of discounts (app.ts registers ./plugin).
export type { AppliedDiscount, DiscountService } from './service';
export { claimDiscountUse, DiscountRefused, releaseDiscountUses } from './uses';
