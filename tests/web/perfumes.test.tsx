import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  allCategoriesFixture,
  oldMusk,
  productsFixture,
  roseOud,
} from '../../mocks/catalogueFixtures';
import { server } from '../../mocks/node';
import {
  alertArea,
  cellTexts,
  gridRow,
  openCatalogueList,
  section,
  SLOW,
} from './catalogueTestKit';
import { headers, hrefOf } from './readPage';
import { countLists, recordIds } from './backOfficeListKit';
import { preloadScreens } from './renderApp';

// The grid is a large lazy chunk: load it once up front, outside the tests' time limits.
preloadScreens(() => import('../../src/features/perfumes/PerfumesPage'));

const openPerfumes = (role: 'admin' | 'superadmin' = 'superadmin') =>
  openCatalogueList('/perfumes', 'Perfume Management', role);

describe('/perfumes', { timeout: 30_000 }, () => {
  it('shows superadmins every perfume in one table with edit, deactivate and reactivate', async () => {
    await openPerfumes();
    const all = section('All Perfumes');
    expect(within(all).getByRole('heading', { name: 'All Perfumes' })).toBeInTheDocument();
    const rose = await gridRow(all, 'Rose Oud');
    expect(headers(all)).toEqual(['#', 'Name', 'Description', 'Category', 'Status', 'Actions']);
    expect(within(all).getAllByRole('row')).toHaveLength(productsFixture.length + 1);

    expect(cellTexts(rose).slice(0, 5)).toEqual([
      '1',
      'Rose Oud',
      'Rose over smoky oud',
      'For Her',
      'Active',
    ]);
    expect(hrefOf('Edit Rose Oud', rose)).toBe(`/perfumes/update/${roseOud._id}`);
    expect(within(rose).getByRole('button', { name: 'Deactivate Rose Oud' })).toBeEnabled();

    const amber = await gridRow(all, 'Amber Night');
    expect(cellTexts(amber).slice(0, 5)).toEqual(['2', 'Amber Night', '-', '-', 'Active']);

    const old = await gridRow(all, 'Old Musk');
    expect(within(old).getByText('Inactive').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorDefault',
    );
    expect(within(old).getByRole('button', { name: 'Reactivate Old Musk' })).toBeEnabled();
    expect(hrefOf('Add Perfume')).toBe('/perfumes/add');
  });

  it('splits perfumes for admins: no actions on inactive ones, and no reactivation', async () => {
    await openPerfumes('admin');
    const active = section('Active Perfumes');
    const inactive = section('Inactive Perfumes');
    const rose = await gridRow(active, 'Rose Oud');
    await gridRow(inactive, 'Old Musk');
    expect(within(active).queryByText('Old Musk')).toBeNull();
    expect(within(inactive).queryByText('Rose Oud')).toBeNull();
    expect(headers(active)).toEqual(['#', 'Name', 'Description', 'Category', 'Status', 'Actions']);
    expect(headers(inactive)).toEqual(['#', 'Name', 'Description', 'Category', 'Status']);
    expect(within(inactive).getByText('Contact Super Admin to Restore these.')).toBeInTheDocument();
    expect(within(rose).getByRole('link', { name: 'Edit Rose Oud' })).toBeInTheDocument();
    expect(within(rose).getByRole('button', { name: 'Deactivate Rose Oud' })).toBeInTheDocument();
    expect(within(inactive).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Reactivate/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'All Perfumes' })).toBeNull();
  });

  it("shows 'No perfumes found.' to superadmins for an empty list", async () => {
    server.use(http.get('*/api/products/', () => HttpResponse.json([])));
    await openPerfumes();
    expect(await screen.findByText('No perfumes found.', {}, SLOW)).toBeInTheDocument();
  });

  it('shows the empty texts of the admin tables', async () => {
    server.use(http.get('*/api/products/', () => HttpResponse.json([])));
    await openPerfumes('admin');
    expect(await screen.findByText('No active perfumes found.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('No inactive perfumes found.')).toBeInTheDocument();
  });

  it('filters by category: All Categories plus each category, sent as ?category=', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/products/', ({ request }) => {
        const category = new URL(request.url).searchParams.get('category');
        asked.push(category);
        return HttpResponse.json(category === oldMusk.category!._id ? [oldMusk] : productsFixture);
      }),
    );
    const user = userEvent.setup({ delay: null });
    await openPerfumes();
    const filter = screen.getByLabelText('Filter by Category');
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All Categories', ...allCategoriesFixture.map((c) => c.name)]),
    );
    expect(filter).toHaveValue('');
    await user.selectOptions(filter, 'Winter Musk');
    await waitFor(() => expect(asked).toContain(oldMusk.category!._id));
    await waitFor(() => expect(within(section('All Perfumes')).queryByText('Rose Oud')).toBeNull());
    expect(within(section('All Perfumes')).getByText('Old Musk')).toBeInTheDocument();
    await user.selectOptions(filter, 'All Categories');
    await within(section('All Perfumes')).findByText('Rose Oud');
    expect(asked[0]).toBeNull();
  });

  it('deactivates a perfume, shows the server message and refreshes the list', async () => {
    const lists = countLists('*/api/products/', productsFixture);
    const removed = recordIds('delete', '*/api/products/:id', () => ({
      message: 'Perfume deactivated successfully',
    }));
    const user = userEvent.setup({ delay: null });
    await openPerfumes('admin');
    const rose = await gridRow(section('Active Perfumes'), 'Rose Oud');
    await user.click(within(rose).getByRole('button', { name: 'Deactivate Rose Oud' }));
    await waitFor(() => expect(alertArea()).toHaveTextContent('Perfume deactivated successfully'));
    expect(removed.at(-1)).toBe(roseOud._id);
    await waitFor(() => expect(lists.count).toBe(2));
  });

  it('reactivates a perfume for a superadmin', async () => {
    let reactivated = '';
    server.use(
      http.patch('*/api/products/:id/reactivate', ({ params }) => {
        reactivated = String(params.id);
        return HttpResponse.json({ message: 'Perfume reactivated successfully' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await openPerfumes();
    const old = await gridRow(section('All Perfumes'), 'Old Musk');
    await user.click(within(old).getByRole('button', { name: 'Reactivate Old Musk' }));
    await waitFor(() => expect(alertArea()).toHaveTextContent('Perfume reactivated successfully'));
    expect(reactivated).toBe(oldMusk._id);
  });

  it("prefers the server's message when a status change fails, else the fallbacks", async () => {
    const deactivations = [
      HttpResponse.json({ message: 'Perfume not found' }, { status: 404 }),
      new HttpResponse('down', { status: 502 }),
    ];
    server.use(
      http.delete('*/api/products/:id', () => deactivations.shift()),
      http.patch('*/api/products/:id/reactivate', () => new HttpResponse('', { status: 500 })),
    );
    const user = userEvent.setup({ delay: null });
    await openPerfumes();
    const all = section('All Perfumes');
    const deactivate = async () =>
      user.click(
        within(await gridRow(all, 'Amber Night')).getByRole('button', {
          name: 'Deactivate Amber Night',
        }),
      );
    await deactivate();
    await waitFor(() => expect(alertArea()).toHaveTextContent('Perfume not found'));
    await deactivate();
    await waitFor(() => expect(alertArea()).toHaveTextContent('Failed to deactivate product'));
    await user.click(
      within(await gridRow(all, 'Old Musk')).getByRole('button', { name: 'Reactivate Old Musk' }),
    );
    await waitFor(() => expect(alertArea()).toHaveTextContent('Failed to reactivate product'));
  });

  it("shows 'Failed to fetch products.' when the list cannot be read", async () => {
    server.use(http.get('*/api/products/', () => HttpResponse.json({}, { status: 500 })));
    await openPerfumes();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch products.');
  });
});
