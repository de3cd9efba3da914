import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configuredShopFixture as shop } from '../../mocks/shopFixtures';
import { server } from '../../mocks/node';
import { brand } from '@shop/domain/brand';
import { renderApp } from './renderApp';
import { withLoggedErrors } from './loggedErrors';

const footer = () => screen.getByRole('contentinfo');
const serveShop = () => server.use(http.get('*/api/shop', () => HttpResponse.json(shop)));

describe("the shop's contact details from its configuration", { timeout: 20_000 }, () => {
  it('fills the footer and the navbar with the configured name, phone, WhatsApp, e-mail and links', async () => {
    serveShop();
    renderApp('/');
    await waitFor(() => expect(footer()).toHaveTextContent('Khushboo House'));
    const links = within(footer());
    expect(links.getByText('Lahore, Pakistan')).toBeInTheDocument();
    expect(links.getByRole('link', { name: '042-35761234' })).toHaveAttribute(
      'href',
      'tel:04235761234',
    );
    const chat = links.getByRole('link', { name: 'WhatsApp 0321-7654321' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/923217654321');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(links.getByRole('link', { name: 'hello@khushboo.pk' })).toHaveAttribute(
      'href',
      'mailto:hello@khushboo.pk',
    );
    expect(links.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      shop.social.facebook,
    );
    expect(links.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      shop.social.instagram,
    );
    expect(links.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      shop.social.whatsapp,
    );
    expect(
      links.getByText(`© ${new Date().getFullYear()} Khushboo House. All rights reserved.`),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Khushboo House',
      }),
    ).toHaveAttribute('href', '/');
    expect(screen.queryByText(brand.name)).not.toBeInTheDocument();
  });

  it("names the configured shop in each page's title", async () => {
    serveShop();
    renderApp('/contact');
    await waitFor(() => expect(document.title).toBe('Contact us | Khushboo House'));
  });

  it('shows the default details while they load and when they cannot load', async () => {
    let fail = false;
    server.use(
      http.get('*/api/shop', async () => {
        await delay(fail ? 0 : 'infinite');
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const { unmount } = renderApp('/');
    await screen.findByRole('contentinfo');
    expect(footer()).toHaveTextContent(brand.name);
    expect(within(footer()).getByRole('link', { name: brand.email })).toBeInTheDocument();
    unmount();

    fail = true;
    await withLoggedErrors(async () => {
      renderApp('/');
      await screen.findByRole('contentinfo');
      await delay(100);
      expect(within(footer()).getByRole('link', { name: brand.phone })).toBeInTheDocument();
      expect(within(footer()).getByText(brand.city)).toBeInTheDocument();
    });
  });

  it('fills the contact page with the configured address, phone, WhatsApp, e-mail and pages', async () => {
    serveShop();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, { timeout: 5000 });
    const card = await screen.findByRole('region', { name: 'Khushboo House' });
    const details = within(card).getByRole('list', { name: 'Contact details' });
    expect(details).toHaveTextContent(shop.address);
    const inDetails = within(details);
    expect(inDetails.getByRole('link', { name: '042-35761234' })).toHaveAttribute(
      'href',
      'tel:04235761234',
    );
    expect(
      inDetails.getByRole('link', { name: '0321-7654321 (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://wa.me/923217654321');
    expect(inDetails.getByRole('link', { name: 'hello@khushboo.pk' })).toHaveAttribute(
      'href',
      'mailto:hello@khushboo.pk',
    );
    expect(
      inDetails.getByRole('link', { name: 'Khushboo House on Facebook (opens in a new tab)' }),
    ).toHaveAttribute('href', shop.social.facebook);
    expect(
      inDetails.getByRole('link', { name: 'Khushboo House on Instagram (opens in a new tab)' }),
    ).toHaveAttribute('href', shop.social.instagram);
  });
});
