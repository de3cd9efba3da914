import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allCategoriesFixture, oldMusk, roseOud } from '../../mocks/catalogueFixtures';
import { categoriesFixture } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { inactiveCategoryMessage } from '@shop/domain/catalogue';
import {
  alertArea,
  expectBackOnList,
  expectNotFound,
  imageFile,
  recordForms,
  SLOW,
  stubObjectUrls,
} from './catalogueTestKit';
import {
  categorySelect,
  enter,
  field,
  fillVariant,
  forHer,
  loadPerfumeScreens,
  openUpdate,
  optionTexts,
  variantRows,
  winterMusk,
} from './perfumeFormKit';
import { renderApp, signIn } from './renderApp';
import { answerInTurn, invalid, refusal } from './answers';

beforeAll(loadPerfumeScreens, 30_000);

beforeEach(() => {
  stubObjectUrls();
});

describe('/perfumes/update/{id}', { timeout: 30_000 }, () => {
  it("shows 'Loading...', then the perfume with read-only counters and Available", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/products/:id', async () => {
        await gate;
        return HttpResponse.json(roseOud);
      }),
    );
    signIn();
    const user = userEvent.setup({ delay: null });
    renderApp(`/perfumes/update/${roseOud._id}`);
    expect(await screen.findByText('Loading...', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Update Perfume' })).toBeInTheDocument();
    release();
    await screen.findByRole('button', { name: 'Update Product' });

    expect(field(/^Name/)).toHaveValue('Rose Oud');
    expect(field(/^Description/)).toHaveValue('Rose over smoky oud');
    // The category list is requested only once the form is shown, so its options come later.
    await waitFor(() => expect(categorySelect()).toHaveValue(forHer._id));
    expect(
      within(screen.getByRole('table', { name: 'Variants' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Size',
      'Price',
      'Stock',
      'Reserved',
      'Shipped',
      'Returned',
      'Available',
      'Image',
      'Preview',
      'Action',
    ]);
    const counters = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(3, 7)
        .map((cell) => cell.textContent);
    const [first, second] = variantRows() as [HTMLElement, HTMLElement];
    expect(field('Size, row 1')).toHaveValue('50ml');
    expect(field('Price, row 1')).toHaveValue(4500);
    expect(counters(first)).toEqual(['2', '3', '1', '8']);
    expect(within(first).getByText('4,500 PKR')).toBeInTheDocument();
    expect(within(second).getByText('12,500 PKR')).toBeInTheDocument();
    expect(counters(second)).toEqual(['0', '0', '0', '5']);
    expect(screen.getByRole('img', { name: 'Preview, row 1' })).toHaveAttribute(
      'src',
      roseOud.variants[0]!.image,
    );
    await enter(user, field('Stock, row 1'), '1');
    expect(counters(first)).toEqual(['2', '3', '1', '0']);
    await enter(user, field('Stock, row 1'), '25');
    expect(counters(first)[3]).toBe('23');
  });

  it('says a deleted perfume could not be found, with a way back to the list', async () => {
    await expectNotFound(
      '/perfumes/update/dddddddd-dddd-4ddd-8ddd-dddddddddddd',
      "We couldn't find that perfume",
      'Back to Perfumes',
      '/perfumes',
    );
  });

  it("shows 'No variants found.' for a perfume without sizes, and rows can be added", async () => {
    server.use(
      http.get('*/api/products/:id', () => HttpResponse.json({ ...roseOud, variants: [] })),
    );
    const user = userEvent.setup({ delay: null });
    await openUpdate(roseOud._id);
    expect(screen.getByText('No variants found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Variant' }));
    expect(screen.queryByText('No variants found.')).toBeNull();
    expect(field('Size, row 1')).toHaveValue('');
  });

  it('sends kept image URLs, replaced images as images[N], the version, and 0 for empty numbers', async () => {
    const sent = recordForms('put', '*/api/products/:id', () =>
      HttpResponse.json({ message: 'Perfume updated successfully', product: roseOud }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = await openUpdate(roseOud._id);
    await user.clear(field('Price, row 1'));
    await user.upload(field('Image, row 2'), imageFile('new.png'));
    expect(screen.getByRole('img', { name: 'Preview, row 2' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.click(screen.getByRole('button', { name: 'Add Variant' }));
    await fillVariant(user, 3, '200ml', '', '');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await expectBackOnList(router, '/perfumes', 'Perfume updated successfully');

    const form = sent.at(-1)!;
    expect(form.get('name')).toBe('Rose Oud');
    expect(form.get('description')).toBe('Rose over smoky oud');
    expect(form.get('category')).toBe(forHer._id);
    expect(form.get('version')).toBe('3');
    const [small, large] = roseOud.variants as [
      (typeof roseOud.variants)[number],
      (typeof roseOud.variants)[number],
    ];
    expect(JSON.parse(form.get('variants') as string)).toEqual([
      { _id: small._id, size: '50ml', price: 0, stock: 10, image: small.image },
      { _id: large._id, size: '100ml', price: 12500, stock: 5, image: large.image },
      { size: '200ml', price: 0, stock: 0, image: null },
    ]);
    expect(form.has('images[0]')).toBe(false);
    expect((form.get('images[1]') as File).type).toBe('image/png');
    expect(form.has('images')).toBe(false);
  });

  it('checks only the required inputs: name, category and every size', async () => {
    const puts = recordForms('put', '*/api/products/:id');
    const user = userEvent.setup({ delay: null });
    await openUpdate(roseOud._id);
    const update = screen.getByRole('button', { name: 'Update Product' });
    await user.clear(field('Size, row 2'));
    await user.click(update);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fix variant inputs');
    await user.clear(field(/^Name/));
    await user.click(update);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(puts).toHaveLength(0);
  });

  it("shows the errors list, else the server's message, else 'Failed to create product'", async () => {
    const stale =
      'This perfume was changed by someone else since you opened it. Reload it to see the latest version, then make your change again.';
    answerInTurn(
      'put',
      '*/api/products/:id',
      invalid('Please fix variant inputs', { variants: 'Bad size' }),
      refusal(409, stale),
      new HttpResponse('down', { status: 502 }),
    );
    const user = userEvent.setup({ delay: null });
    await openUpdate(roseOud._id);
    const update = screen.getByRole('button', { name: 'Update Product' });
    await user.click(update);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Bad size');
    await user.click(update);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(stale));
    await user.click(update);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to create product'),
    );
  });

  it('locks a perfume in an inactive category until an active category is chosen', async () => {
    const sent = recordForms('put', '*/api/products/:id', () =>
      HttpResponse.json({ message: 'Perfume updated successfully', product: oldMusk }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = await openUpdate(oldMusk._id);
    expect(screen.getByText(inactiveCategoryMessage('Winter Musk'))).toBeInTheDocument();
    for (const label of [/^Name/, /^Description/, 'Size, row 1', 'Price, row 1', 'Stock, row 1']) {
      expect(field(label)).toBeDisabled();
    }
    expect(field('Image, row 1')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Variant' })).toBeDisabled();
    const select = categorySelect();
    expect(select).toBeEnabled();
    expect(select).toHaveValue(winterMusk._id);
    const inactiveOption = within(select).getByRole('option', { name: 'Winter Musk (Inactive)' });
    expect(inactiveOption).toBeDisabled();
    expect(optionTexts(select)).toEqual([
      '-- Select Category --',
      'Winter Musk (Inactive)',
      ...categoriesFixture.map((c) => c.name),
    ]);
    const update = screen.getByRole('button', { name: 'Update Product' });
    expect(update).toBeDisabled();

    // Choosing an active category leaves the locked state: every field can be edited again.
    await user.selectOptions(select, 'For Her');
    expect(update).toBeEnabled();
    expect(screen.queryByText(inactiveCategoryMessage('Winter Musk'))).not.toBeInTheDocument();
    expect(field(/^Name/)).toBeEnabled();
    expect(field('Price, row 1')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add Variant' })).toBeEnabled();
    await enter(user, field(/^Name/), 'Old Musk Renewed');
    await user.click(update);
    await expectBackOnList(router, '/perfumes', 'Perfume updated successfully');
    expect(sent.at(-1)!.get('category')).toBe(forHer._id);
    expect(sent.at(-1)!.get('name')).toBe('Old Musk Renewed');
  });

  it('lets a superadmin reactivate the category from the lock, which unlocks the form', async () => {
    let reactivated = false;
    server.use(
      http.patch('*/api/category/:id/reactivate', ({ params }) => {
        reactivated = params.id === winterMusk._id;
        return HttpResponse.json({
          message: 'Category reactivated successfully',
          category: { ...winterMusk, isActive: true },
        });
      }),
      http.get('*/api/products/:id', () =>
        HttpResponse.json(
          reactivated
            ? { ...oldMusk, category: { ...oldMusk.category!, isActive: true } }
            : oldMusk,
        ),
      ),
      http.get('*/api/category/active', () =>
        HttpResponse.json(
          reactivated
            ? [...categoriesFixture, { ...winterMusk, isActive: true }]
            : categoriesFixture,
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await openUpdate(oldMusk._id);
    expect(field(/^Name/)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reactivate Category' }));
    await waitFor(() => expect(alertArea()).toHaveTextContent('Category reactivated successfully'));
    await waitFor(() => expect(field(/^Name/)).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Update Product' })).toBeEnabled();
    // The perfume and the category list are refetched apart: its option may come after the unlock.
    await waitFor(() => expect(categorySelect()).toHaveValue(winterMusk._id));
    expect(screen.queryByText(inactiveCategoryMessage('Winter Musk'))).toBeNull();
  });

  it('offers admins no reactivation, only another category', async () => {
    await openUpdate(oldMusk._id, 'admin');
    expect(screen.getByText(/Only a superadmin can reactivate a category/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reactivate Category' })).toBeNull();
  });

  it('falls back to the full category list, filtered to active, when the active list fails', async () => {
    let fullLists = 0;
    server.use(
      http.get('*/api/category/active', () => HttpResponse.json({}, { status: 500 })),
      http.get('*/api/category/', () => {
        fullLists += 1;
        return HttpResponse.json(allCategoriesFixture);
      }),
    );
    await openUpdate(roseOud._id);
    expect(optionTexts(categorySelect())).toEqual([
      '-- Select Category --',
      ...categoriesFixture.map((c) => c.name),
    ]);
    expect(fullLists).toBe(1);
  });
});
