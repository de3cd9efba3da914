import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../src/app/i18n/activateLanguage';
import { MESSAGE_GROUPS } from '../../src/app/i18n/messageGroups';
import { LANGUAGE_COOKIE } from '@shop/domain/language';
import { renderApp } from './renderApp';

/** An Urdu page: the router's base is /ur and the Urdu catalogue is active, as the server sets. */
async function renderUrduApp(path: string) {
  await activateLanguage('ur', MESSAGE_GROUPS);
  return renderApp(path, { basename: '/ur' });
}

/** Clicks a link without jsdom's (unimplemented) page load: the click handlers still run. */
async function clickWithoutLeaving(link: HTMLElement) {
  const stay = (event: Event) => event.preventDefault();
  document.addEventListener('click', stay);
  try {
    await userEvent.click(link);
  } finally {
    document.removeEventListener('click', stay);
  }
}

describe('the language switch', () => {
  afterEach(async () => {
    document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
    await activateLanguage('en', MESSAGE_GROUPS);
  });

  it('links an English page to the same page and query in Urdu, in the header and the footer', async () => {
    renderApp('/shop?sort=price-asc');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const footer = screen.getByRole('contentinfo');
    for (const link of [
      within(nav).getByRole('link', { name: 'اردو' }),
      within(footer).getByRole('link', { name: 'اردو' }),
    ]) {
      expect(link).toHaveAttribute('href', '/ur/shop?sort=price-asc');
      expect(link).toHaveAttribute('lang', 'ur');
      expect(link).toHaveAttribute('hreflang', 'ur');
    }
    await clickWithoutLeaving(within(footer).getByRole('link', { name: 'اردو' }));
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ur`);
  });

  it('links an Urdu page to the same page in English', async () => {
    await renderUrduApp('/ur/shop?sort=price-asc');
    const footer = await screen.findByRole('contentinfo');
    const link = within(footer).getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/shop?sort=price-asc');
    expect(link).toHaveAttribute('lang', 'en');
    expect(link).toHaveAttribute('hreflang', 'en');
    await clickWithoutLeaving(link);
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  });

  it('links the Urdu home page to the English one', async () => {
    await renderUrduApp('/ur');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  });
});
