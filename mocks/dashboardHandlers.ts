import { http, HttpResponse } from 'msw';
import type { GetDashboardApiResponse } from '../src/store/api/generated/backOfficeApi';
import { dashboardFixture } from './dashboardFixtures';

/** GET /api/dashboard: the superadmin's figures; tests override it per case with server.use. */
export const dashboardHandlers = [
  http.get('*/api/dashboard', () => HttpResponse.json<GetDashboardApiResponse>(dashboardFixture)),
];
