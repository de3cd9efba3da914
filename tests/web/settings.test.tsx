import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { demoSettingsFixture } from '../../mocks/settingsHandlers';
import { renderApp, signIn } from './renderApp';
import { alertArea } from './backOfficeListKit';
import { invalid } from './answers';
import { prepareDashboard } from './dashboardKit';

async function openSettings() {
  signIn('superadmin');
  const view = renderApp('/settings');
  await screen.findByRole('heading', { name: 'Settings', level: 1 }, { timeout: 10_000 });
  await screen.findByLabelText(/Shop name/, {}, { timeout: 5000 });
  return view;
}

const field = (label: RegExp) => screen.getByLabelText(label);

/** Replaces what a field holds with `text`, as a person would. */
async function retype(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.clear(field(label));
  await user.type(field(label), text);
}

/** Answers PUT /api/admin/settings with what it is sent, keeping the last body and counting calls. */
function recordSaves() {
  const saves = { calls: 0, sent: undefined as { cityDeliveryFees?: unknown } | undefined };
  server.use(
    http.put('*/api/admin/settings', async ({ request }) => {
      saves.calls += 1;
      saves.sent = (await request.json()) as typeof saves.sent;
      return HttpResponse.json(saves.sent as object);
    }),
  );
  return saves;
}

/** What the form sends: every setting but the logo, which changes through its own upload. */
const formFixture = Object.fromEntries(
  Object.entries(demoSettingsFixture).filter(([name]) => name !== 'logoUrl'),
);

// The settings form is long (every field, the preview beside it): typing into it under a loaded
// machine (the CI runs the three suites at once) took over 20 s.
describe('/settings', { timeout: 60_000 }, () => {
  it('shows the saved settings and previews the header and footer as they are typed', async () => {
    const user = userEvent.setup();
    await openSettings();
    expect(field(/Shop name/)).toHaveValue(demoSettingsFixture.name);
    expect(field(/Low-stock level/)).toHaveValue('5');
    const header = screen.getByTestId('preview-header');
    const footer = screen.getByTestId('preview-footer');
    expect(header).toHaveTextContent(demoSettingsFixture.name);

    await retype(user, /Shop name/, 'Khushbu Ghar');
    await retype(user, /WhatsApp number/, '0333 7654321');
    await user.clear(field(/Instagram page/));
    expect(header).toHaveTextContent('Khushbu Ghar');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Khushbu Ghar`);
    expect(within(footer).getByRole('link', { name: /WhatsApp 0333 7654321/ })).toHaveAttribute(
      'href',
      'https://wa.me/923337654321',
    );
    expect(within(footer).queryByRole('link', { name: 'Instagram' })).toBeNull();
    expect(screen.getByTestId('preview-link')).toHaveTextContent('Khushbu Ghar');
  });

  it('saves the settings as the server takes them and says so', async () => {
    const saves = recordSaves();
    const user = userEvent.setup();
    await openSettings();
    await retype(user, /Shop name/, '  Khushbu Ghar ');
    await retype(user, /Low-stock level/, '12');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(alertArea()).toHaveTextContent('Settings saved.'));
    expect(saves.sent).toEqual({ ...formFixture, name: 'Khushbu Ghar', lowStockThreshold: 12 });
  });

  it('refuses wrong values beside their fields, focusing the first, without calling the server', async () => {
    const saves = recordSaves();
    const user = userEvent.setup();
    await openSettings();
    await retype(user, /Contact phone/, '12345');
    await retype(user, /Facebook page/, 'http://facebook.com/shop');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(field(/Contact phone/)).toHaveFocus());
    expect(field(/Contact phone/)).toHaveAccessibleDescription(
      'Contact phone must be a Pakistani phone number, like 0300-1234567 or 021-35123456.',
    );
    expect(field(/Facebook page/)).toHaveAccessibleDescription(
      'Facebook page must be a link starting with https://.',
    );
    expect(saves.calls).toBe(0);
  });

  it('keeps the order limits, refusing units per order below the units of one size', async () => {
    const saves = recordSaves();
    const user = userEvent.setup();
    await openSettings();
    expect(field(/Units of one size per order/)).toHaveValue('10');
    expect(field(/^Units per order/)).toHaveValue('30');
    await retype(user, /Units of one size per order/, '101');
    await retype(user, /^Units per order/, '0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(field(/Units of one size per order/)).toHaveFocus());
    expect(field(/Units of one size per order/)).toHaveAccessibleDescription(
      'Units of one size per order must be a whole number from 1 to 100.',
    );
    expect(field(/^Units per order/)).toHaveAccessibleDescription(
      'Units per order must be a whole number from 1 to 10000.',
    );
    await retype(user, /Units of one size per order/, '12');
    await retype(user, /^Units per order/, '11');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(field(/^Units per order/)).toHaveAccessibleDescription(
        'Units per order must be at least the units of one size per order (12).',
      ),
    );
    expect(saves.sent).toBeUndefined();
    await retype(user, /^Units per order/, '12');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(alertArea()).toHaveTextContent('Settings saved.'));
    expect(saves.sent).toEqual({ ...formFixture, maxUnitsPerLine: 12, maxUnitsPerOrder: 12 });
  });

  it('adds and removes cities with a fee of their own, refusing a row without its province', async () => {
    const saves = recordSaves();
    const user = userEvent.setup();
    await openSettings();
    await user.click(screen.getByRole('button', { name: 'Add a city' }));
    await user.type(field(/^City 1/), '  Karachi ');
    await user.type(field(/^Fee 1/), '150');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('City fee 1: choose the city’s province.')).toBeInTheDocument();
    expect(saves.sent).toBeUndefined();
    await user.selectOptions(field(/^Province 1/), 'Sindh');
    await user.click(screen.getByRole('button', { name: 'Add a city' }));
    await user.type(field(/^City 2/), 'Quetta');
    await user.selectOptions(field(/^Province 2/), 'Balochistan');
    await user.type(field(/^Fee 2/), '400');
    await user.click(screen.getByRole('button', { name: 'Add a city' }));
    await user.click(screen.getByRole('button', { name: 'Remove city 3' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(alertArea()).toHaveTextContent('Settings saved.'));
    expect(saves.sent?.cityDeliveryFees).toEqual([
      { city: 'Karachi', province: 'Sindh', fee: 150 },
      { city: 'Quetta', province: 'Balochistan', fee: 400 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove city 1' }));
    expect(field(/^City 1/)).toHaveValue('Quetta');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(saves.sent?.cityDeliveryFees).toEqual([
        { city: 'Quetta', province: 'Balochistan', fee: 400 },
      ]),
    );
  });

  it("shows the server's refusal beside the field it names", async () => {
    server.use(
      http.put('*/api/admin/settings', () =>
        invalid('E-mail sender address must be an e-mail address.', {
          mailFromAddress: 'E-mail sender address must be an e-mail address.',
        }),
      ),
    );
    const user = userEvent.setup();
    await openSettings();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(field(/E-mail sender address/)).toHaveAccessibleDescription(
        'E-mail sender address must be an e-mail address.',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('E-mail sender address');
  });

  it('is in the side menu for superadmins only', async () => {
    signIn('admin');
    renderApp('/settings');
    expect(
      await screen.findByText(
        'Only a superadmin can change the settings.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });
});

describe('dashboard: finish setting up your shop', { timeout: 30_000 }, () => {
  prepareDashboard();

  it('lists the demo contact details left, each linking to its field', async () => {
    signIn('superadmin');
    const { router } = renderApp('/dashboard');
    const list = await screen.findByRole(
      'region',
      { name: 'Finish setting up your shop' },
      { timeout: 15_000 },
    );
    const phone = within(list).getByRole('link', { name: 'Contact phone' });
    expect(phone).toHaveAttribute('href', '/settings#phone');
    expect(within(list).getByRole('link', { name: 'WhatsApp number' })).toBeInTheDocument();
    await userEvent.setup().click(phone);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    await waitFor(() => expect(field(/Contact phone/)).toHaveFocus(), { timeout: 5000 });
  });

  it('shows nothing once the contact details are the shop’s own', async () => {
    server.use(
      http.get('*/api/admin/settings', () =>
        HttpResponse.json({
          ...demoSettingsFixture,
          phone: '042-35761234',
          whatsapp: '0333 7654321',
          email: 'hello@khushbughar.pk',
          address: '14 Liberty Market, Lahore',
          facebookUrl: '',
          instagramUrl: 'https://www.instagram.com/khushbughar',
          mailFromName: 'Khushbu Ghar',
          mailFromAddress: 'orders@khushbughar.pk',
        }),
      ),
    );
    signIn('superadmin');
    renderApp('/dashboard');
    await screen.findByText('Recent Orders', { selector: 'h2' }, { timeout: 15_000 });
    expect(screen.queryByText('Finish setting up your shop')).toBeNull();
  });
});
