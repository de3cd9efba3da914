// What other modules may use of auth (app.ts registers ./plugin).
export { checkPassword, hashPassword } from './passwords';
