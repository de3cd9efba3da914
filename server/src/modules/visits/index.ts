// What other modules may use of visits (app.ts registers ./plugin).
export { VISIT_COOKIE, type VisitService } from './service';
