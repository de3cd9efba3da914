// What other modules may use of health (app.ts registers ./plugin).
export { isDiskFull, type DiskHealth } from './diskHealth';
