import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { publicPerfumesFixture } from '../../mocks/storefrontFixtures';
import { heldAnswer } from './heldAnswer';
import { renderApp } from './renderApp';

/**
 * The header's search field as a phone shows it (jsdom applies no media queries, so the wide
 * screen's field stays hidden): the icon opens it, if not open yet.
 */
async function searchField(user: ReturnType<typeof userEvent.setup>) {
  const toggle = screen.getByRole('button', { name: 'Search' });
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
  return screen.getByRole('combobox', { name: 'Search perfumes' });
}

/** Counts the search requests and their queries. */
function watchSearches() {
  const queries: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/products/public/search') queries.push(url.searchParams.get('q')!);
  });
  return queries;
}

describe('storefront search', () => {
  it('suggests perfumes while typing, asking once typing pauses, and opens the one picked with the keyboard', async () => {
    const queries = watchSearches();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const field = await searchField(user);
    await user.type(field, 'oud');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await within(list).findByRole('option', { name: /Royal Oud/ });
    expect(queries).toEqual(['oud']);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('2 suggestions')).toBeDefined();

    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('attar Shamama'),
      expect.stringContaining('Royal Oud'),
    ]);
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/p-oud'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Royal Oud' })).toBeDefined();
  });

  it('cancels a request the shopper typed past, so an older answer never shows', async () => {
    const first = heldAnswer();
    const aborted: string[] = [];
    server.use(
      http.get('*/api/products/public/search', async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q')!;
        if (q === 'ro') {
          request.signal.addEventListener('abort', () => aborted.push(q));
          await first.released;
          return HttpResponse.json(publicPerfumesFixture);
        }
        return HttpResponse.json(publicPerfumesFixture.filter((p) => p.name.startsWith('Rose')));
      }),
    );
    const user = userEvent.setup();
    renderApp('/');
    const field = await searchField(user);
    await user.type(field, 'ro');
    // Past the pause: the request for "ro" goes out, and is held.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await user.type(field, 'se');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await within(list).findByRole('option', { name: /Rose of Lahore/ });
    expect(aborted).toEqual(['ro']);
    first.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(list).getAllByRole('option')).toHaveLength(1);
  });

  it('Enter goes to the results page, which lists the matches under its own heading', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.type(await searchField(user), 'lahore{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=lahore'));
    expect(router.state.location.pathname).toBe('/search');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “lahore”' }),
    ).toBeDefined();
    expect(await screen.findByText('1 perfume')).toBeDefined();
    expect(screen.getByRole('link', { name: /Rose of Lahore/ })).toHaveAttribute(
      'href',
      '/product/p-rose',
    );
    expect(await searchField(user)).toHaveValue('lahore');
    await waitFor(() =>
      expect(document.title).toBe('Search results for “lahore” | Mehak Perfumes'),
    );
  });

  it('says when nothing matches and offers every category', async () => {
    renderApp('/search?q=vetiver');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No perfumes match “vetiver”' }),
    ).toBeDefined();
    const categories = await screen.findByRole('navigation', { name: 'Shop by category' });
    expect(within(categories).getAllByRole('link').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  });

  it('asks for words when the address has no query', async () => {
    renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search perfumes' })).toBeDefined();
  });

  it('on a phone, the search icon opens a field of its own, focused', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Search', expanded: false });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Search perfumes' })).toHaveFocus();
    await user.click(toggle);
    expect(screen.queryByRole('combobox', { name: 'Search perfumes' })).toBeNull();
  });
});
