import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { CATALOGUE_PAGE_SIZE } from '@shop/domain/catalogueFilters';
import { publicPerfumesFixture } from '../../mocks/storefrontFixtures';
import { cardNames } from './readPage';
import { renderApp } from './renderApp';

const HER = '11111111-1111-4111-8111-111111111111';

/** Waits for the list to read `names` (a choice reaches the list once its navigation is done). */
const expectCards = (names: string[]) =>
  waitFor(() =>
    expect(
      within(screen.getByRole('main'))
        .queryAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(names),
  );
/** The wide screen's filters and the phone's Filters button: one of them is hidden by width. */
const filterGroup = () => screen.getByRole('group', { name: 'Filters', hidden: true });
const hidden = true;
/** The phone's button (its name counts as hidden text in jsdom, so found by its text). */
const filtersButton = (text: string) => screen.getByText(text, { selector: 'button' });

describe('storefront filters in the address', () => {
  it('shows the list an address asks for: filters, sort and the count', async () => {
    renderApp('/shop?inStock=1&sort=price-desc');
    await expectCards(['Royal Oud', 'Rose of Lahore']);
    expect(screen.getByText('2 perfumes')).toHaveAttribute('role', 'status');
    const group = filterGroup();
    await waitFor(() =>
      expect(within(group).getByRole('checkbox', { name: 'In stock only', hidden })).toBeEnabled(),
    );
    expect(within(group).getByRole('checkbox', { name: 'In stock only', hidden })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
    expect(filtersButton('Filters (1)')).toBeInTheDocument();
  });

  it('puts each choice in the address, one entry each, and Clear filters takes them all away', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/shop');
    await expectCards(['attar Shamama', 'Rose of Lahore', 'Royal Oud']);
    const group = filterGroup();
    const category = within(group).getByRole('combobox', { name: 'Category', hidden });
    await waitFor(() => expect(category).toBeEnabled());
    await user.selectOptions(category, 'For Her');
    expect(router.state.location.search).toBe(`?category=${HER}`);
    await expectCards(['Rose of Lahore', 'Royal Oud']);

    await user.selectOptions(within(group).getByRole('combobox', { name: 'Size', hidden }), '30ml');
    expect(router.state.location.search).toBe(`?category=${HER}&size=30ml`);
    await expectCards(['Rose of Lahore']);

    const max = within(group).getByRole('spinbutton', { name: 'Max price (Rs.)', hidden });
    await user.type(max, '2000');
    // Typing alone leaves the address as it is; Enter takes the price.
    expect(router.state.location.search).toBe(`?category=${HER}&size=30ml`);
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe(`?category=${HER}&maxPrice=2000&size=30ml`);
    expect(await screen.findByText('No perfumes match these filters.')).toBeInTheDocument();

    await router.navigate(-1);
    await expectCards(['Rose of Lahore']);
    expect(max).toHaveValue(null);

    await user.click(within(group).getByRole('button', { name: 'Clear filters', hidden }));
    expect(router.state.location.search).toBe('');
    await expectCards(['attar Shamama', 'Rose of Lahore', 'Royal Oud']);
  });

  it('on a phone, the sheet tries choices, counts them on its button, and applies them at once', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/shop?sort=price-asc');
    await cardNames();
    const open = filtersButton('Filters');
    await waitFor(() => expect(open).toBeEnabled());
    await user.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('button', { name: 'Show 3 perfumes' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('checkbox', { name: 'In stock only' }));
    await user.type(within(sheet).getByRole('spinbutton', { name: 'Min price (Rs.)' }), '3000');
    await user.tab();
    // Nothing changes under the sheet until the shopper says so.
    expect(router.state.location.search).toBe('?sort=price-asc');
    await user.click(within(sheet).getByRole('button', { name: 'Show 2 perfumes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?minPrice=3000&inStock=1&sort=price-asc');
    await expectCards(['Rose of Lahore', 'Royal Oud']);

    // Opening again starts from the list as it is; Clear all then Show lists everything.
    await user.click(filtersButton('Filters (2)'));
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(again).getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    await user.click(within(again).getByRole('button', { name: 'Clear all' }));
    await user.click(within(again).getByRole('button', { name: 'Show 3 perfumes' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-asc'));
  });

  it('a category page keeps its heading and offers no category choice', async () => {
    renderApp(`/category/${HER}?size=50ml`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Explore For Her' }),
    ).toBeInTheDocument();
    await expectCards(['Royal Oud']);
    expect(within(filterGroup()).queryByRole('combobox', { name: 'Category', hidden })).toBeNull();
  });

  it('a search keeps its words in the address and its best match first as its own order', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/search?q=o');
    await screen.findByRole('heading', { level: 1, name: 'Results for “o”' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await waitFor(() => expect(sort).toHaveValue(''));
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Best match', 'Name: A-Z', 'Name: Z-A', 'Price: Low to High', 'Price: High to Low']);
    await waitFor(() => expect(sort).toBeEnabled());
    await user.selectOptions(sort, 'Name: A-Z');
    expect(router.state.location.search).toBe('?q=o&sort=name-asc');
  });

  it('pages a long list with links, each page its own address', async () => {
    const many = Array.from({ length: CATALOGUE_PAGE_SIZE + 2 }, (_, i) => ({
      ...publicPerfumesFixture[2]!,
      _id: `p-${i}`,
      name: `Perfume ${String(i + 1).padStart(2, '0')}`,
    }));
    server.use(http.get('*/api/products/public', () => HttpResponse.json(many)));
    const user = userEvent.setup();
    const { router } = renderApp('/shop');
    expect(await cardNames()).toHaveLength(CATALOGUE_PAGE_SIZE);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    await expectCards(['Perfume 25', 'Perfume 26']);
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/shop',
    );
    // A new filter starts again at the first page.
    const inStock = within(filterGroup()).getByRole('checkbox', { name: 'In stock only', hidden });
    await user.click(inStock);
    expect(router.state.location.search).toBe('?inStock=1');
  });
});
