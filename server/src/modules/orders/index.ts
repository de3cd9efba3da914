// What other modules may use of orders (app.ts registers ./plugin).
export { mergeLines, priceLines } from './placeOrder';
export { OrderLineInput } from './schemas';
