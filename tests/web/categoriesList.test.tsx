import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { allCategoriesFixture } from '../../mocks/catalogueFixtures';
import { server } from '../../mocks/node';
import { alertArea, cellTexts, gridRow, section } from './catalogueTestKit';
import { forHer, oud, openCategories, prepareCategoryScreens, winter } from './categoriesKit';
import { headers, hrefOf } from './readPage';
import { refusal } from './answers';
import { countLists, recordIds } from './backOfficeListKit';

prepareCategoryScreens();

describe('/categories', { timeout: 30_000 }, () => {
  it('shows superadmins every category in one table with a Status column', async () => {
    await openCategories();
    const all = section('All Categories');
    expect(within(all).getByRole('heading', { name: 'All Categories' })).toBeInTheDocument();
    await gridRow(all, 'For Her');
    expect(headers(all)).toEqual(['#', 'Image', 'Name', 'Description', 'Status', 'Actions']);
    expect(within(all).getAllByRole('row')).toHaveLength(allCategoriesFixture.length + 1);

    const her = await gridRow(all, 'For Her');
    const image = within(her).getByRole('img', { name: 'For Her category' });
    expect(image).toHaveAttribute('src', forHer.image);
    expect(image).toHaveStyle({ width: '70px' });
    expect(within(her).getByText('Floral and fruity')).toBeInTheDocument();
    expect(within(her).getByText('Active').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
    expect(hrefOf('Edit For Her', her)).toBe(`/categories/update/${forHer._id}`);
    expect(within(her).getByRole('button', { name: 'Deactivate For Her' })).toBeEnabled();

    const oudRow = await gridRow(all, oud.name);
    expect(cellTexts(oudRow).slice(0, 5)).toEqual(['2', '-', oud.name, '-', 'Active']);

    const winterRow = await gridRow(all, winter.name);
    expect(within(winterRow).getByText('Inactive')).toBeInTheDocument();
    expect(within(winterRow).getByRole('button', { name: 'Reactivate Winter Musk' })).toBeEnabled();
    expect(hrefOf('Add Category')).toBe('/categories/add');
  });

  it('splits categories for admins; the inactive ones carry no actions and a note', async () => {
    await openCategories('admin');
    const active = section('Active Categories');
    const inactive = section('Non Active Categories');
    await gridRow(active, 'For Her');
    await gridRow(inactive, 'Winter Musk');
    expect(headers(active)).toEqual(['#', 'Image', 'Name', 'Description', 'Actions']);
    expect(headers(inactive)).toEqual(['#', 'Image', 'Name', 'Description']);
    expect(within(inactive).getByText('Contact Super Admin to Restore these')).toBeInTheDocument();
    expect(within(inactive).queryAllByRole('button', { name: /Edit|activate/ })).toHaveLength(0);
    expect(within(inactive).queryAllByRole('link')).toHaveLength(0);
    const her = await gridRow(active, 'For Her');
    expect(within(her).getByRole('button', { name: 'Deactivate For Her' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reactivate/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'All Categories' })).toBeNull();
  });

  it("shows 'No categories found' for an empty list", async () => {
    server.use(http.get('*/api/category/inactive', () => HttpResponse.json([])));
    await openCategories('admin');
    const inactive = section('Non Active Categories');
    expect(await within(inactive).findByText('No categories found')).toBeInTheDocument();
  });

  it('deactivates a category, shows the server message and refreshes the list', async () => {
    const lists = countLists('*/api/category/', allCategoriesFixture);
    const deactivated = recordIds('patch', '*/api/category/:id/deactivate', () => ({
      message: 'Category deactivated successfully',
      category: { ...forHer, isActive: false },
    }));
    const user = userEvent.setup({ delay: null });
    await openCategories();
    const her = await gridRow(section('All Categories'), 'For Her');
    await user.click(within(her).getByRole('button', { name: 'Deactivate For Her' }));
    await waitFor(() => expect(alertArea()).toHaveTextContent('Category deactivated successfully'));
    expect(deactivated.at(-1)).toBe(forHer._id);
    await waitFor(() => expect(lists.count).toBe(2));
  });

  it('lets a superadmin reactivate an inactive category', async () => {
    const user = userEvent.setup({ delay: null });
    await openCategories();
    const row = await gridRow(section('All Categories'), 'Winter Musk');
    await user.click(within(row).getByRole('button', { name: 'Reactivate Winter Musk' }));
    await waitFor(() => expect(alertArea()).toHaveTextContent('Category reactivated successfully'));
  });

  it("prefers the server's message on a failed toggle, else 'Failed to update category status.'", async () => {
    server.use(
      http.patch('*/api/category/:id/deactivate', () => refusal(403, 'Only staff may do this.')),
      http.patch('*/api/category/:id/reactivate', () => new HttpResponse('down', { status: 502 })),
    );
    const user = userEvent.setup({ delay: null });
    await openCategories();
    const all = section('All Categories');
    await user.click(
      within(await gridRow(all, 'For Her')).getByRole('button', { name: 'Deactivate For Her' }),
    );
    await waitFor(() => expect(alertArea()).toHaveTextContent('Only staff may do this.'));
    await user.click(
      within(await gridRow(all, 'Winter Musk')).getByRole('button', {
        name: 'Reactivate Winter Musk',
      }),
    );
    await waitFor(() => expect(alertArea()).toHaveTextContent('Failed to update category status.'));
  });

  it("shows 'Failed to fetch categories.' when the list cannot be read", async () => {
    server.use(http.get('*/api/category/', () => HttpResponse.json({}, { status: 500 })));
    await openCategories();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch categories.');
  });
});
