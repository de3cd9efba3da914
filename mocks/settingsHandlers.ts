import { http, HttpResponse } from 'msw';
import { DEMO_SHOP_SETTINGS, shopSettingsProblems } from '@shop/domain/shopSettings';
import type {
  GetShopSettingsApiResponse,
  UpdateShopSettingsApiArg,
  UpdateShopSettingsApiResponse,
} from '../src/store/api/generated/backOfficeApi';

/** GET /api/admin/settings of a fresh shop: the demo brand's details. */
export const demoSettingsFixture: GetShopSettingsApiResponse = { ...DEMO_SHOP_SETTINGS };

/** The shop's settings: the demo ones; a PUT is checked by the server's rules and echoed. */
export const settingsHandlers = [
  http.get('*/api/admin/settings', () =>
    HttpResponse.json<GetShopSettingsApiResponse>(demoSettingsFixture),
  ),
  http.put<never, UpdateShopSettingsApiArg['body']>('*/api/admin/settings', async ({ request }) => {
    const body = await request.json();
    const problems = Object.entries(shopSettingsProblems(body));
    if (problems.length > 0) {
      return HttpResponse.json(
        {
          message: problems[0]![1],
          errors: problems.map(([param, msg]) => ({ param, msg })),
        },
        { status: 400 },
      );
    }
    return HttpResponse.json<UpdateShopSettingsApiResponse>({ ...demoSettingsFixture, ...body });
  }),
];
