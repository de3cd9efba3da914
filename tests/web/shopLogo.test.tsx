import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { demoSettingsFixture } from '../../mocks/settingsHandlers';
import { defaultShopFixture } from '../../mocks/shopFixtures';
import { renderApp, signIn } from './renderApp';
import { alertArea } from './backOfficeListKit';

const LOGO = `/uploads/${'ab'.repeat(12)}.webp`;
const SMALL_LOGO = `/uploads/${'ab'.repeat(12)}-480.webp`;

/** A server whose logo an upload sets and a DELETE clears, read back by both GETs. */
function logoServer(initial = '') {
  let logo = initial;
  const uploads: FormData[] = [];
  server.use(
    http.get('*/api/shop', () => HttpResponse.json({ ...defaultShopFixture, logo })),
    http.get('*/api/admin/settings', () =>
      HttpResponse.json({ ...demoSettingsFixture, logoUrl: logo }),
    ),
    http.post('*/api/admin/settings/logo', async ({ request }) => {
      uploads.push(await request.formData());
      logo = LOGO;
      return HttpResponse.json({ ...demoSettingsFixture, logoUrl: logo });
    }),
    http.delete('*/api/admin/settings/logo', () => {
      logo = '';
      return HttpResponse.json({ ...demoSettingsFixture, logoUrl: logo });
    }),
  );
  return uploads;
}

describe('the shop logo', { timeout: 30_000 }, () => {
  it('is uploaded, replaced and removed on /settings', async () => {
    const uploads = logoServer();
    const user = userEvent.setup();
    signIn('superadmin');
    renderApp('/settings');
    expect(
      await screen.findByText('No logo: the name alone.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload logo'), file);
    await waitFor(() => expect(alertArea()).toHaveTextContent('Logo saved.'));
    expect(await screen.findByRole('img', { name: 'Current logo' })).toHaveAttribute('src', LOGO);
    expect(uploads).toHaveLength(1);
    expect((uploads[0]!.get('image') as File).name).toBe('logo.png');
    // The preview's header and footer show it too.
    await waitFor(() =>
      expect(within(screen.getByTestId('preview-footer')).getByTestId('shop-logo')).toHaveAttribute(
        'src',
        SMALL_LOGO,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(alertArea()).toHaveTextContent('Logo removed.'));
    expect(await screen.findByText('No logo: the name alone.')).toBeInTheDocument();
  });

  it('shows in the storefront header and footer when set, its smaller copy, beside the name', async () => {
    logoServer(LOGO);
    renderApp('/');
    const header = await screen.findByRole('banner');
    await waitFor(() =>
      expect(within(header).getByTestId('shop-logo')).toHaveAttribute('src', SMALL_LOGO),
    );
    expect(within(screen.getByRole('contentinfo')).getByTestId('shop-logo')).toHaveAttribute(
      'src',
      SMALL_LOGO,
    );
    expect(within(header).getByRole('link', { name: defaultShopFixture.name })).toBeInTheDocument();
  });

  it('shows on /login when set, and nowhere when not', async () => {
    logoServer(LOGO);
    const view = renderApp('/login');
    await waitFor(() => expect(screen.getByTestId('shop-logo')).toHaveAttribute('src', SMALL_LOGO));
    view.unmount();
    logoServer('');
    renderApp('/login');
    await screen.findByText('Admin Panel Login');
    expect(screen.queryByTestId('shop-logo')).toBeNull();
  });
});
