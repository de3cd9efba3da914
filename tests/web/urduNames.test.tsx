import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allCategoriesFixture, roseOud } from '../../mocks/catalogueFixtures';
import { server } from '../../mocks/node';
import { SLOW, recordForms, stubObjectUrls } from './catalogueTestKit';
import { enter, field, loadPerfumeScreens, openUpdate } from './perfumeFormKit';

import { renderApp, signIn } from './renderApp';

const forHer = { ...allCategoriesFixture[0]!, nameUr: 'خواتین کے لیے', descriptionUr: null };

beforeAll(async () => {
  await loadPerfumeScreens();
  await import('../../src/features/categories/CategoryFormPage');
}, 30_000);

beforeEach(() => {
  stubObjectUrls();
});

/** Issue 30: the back office gives a category or a perfume an Urdu name and description. */
describe('the Urdu name and description on the back office’s forms', { timeout: 30_000 }, () => {
  it('shows a category’s Urdu name right to left, in Urdu, and sends the edited Urdu text', async () => {
    server.use(http.get('*/api/category/:id', () => HttpResponse.json(forHer)));
    const sent = recordForms('put', '*/api/category/:id', () =>
      HttpResponse.json({ message: 'Category updated successfully', category: forHer }),
    );
    const user = userEvent.setup({ delay: null });
    signIn();
    const { router } = renderApp(`/categories/update/${forHer._id}`);
    const name = await screen.findByLabelText('Urdu name', {}, SLOW);
    expect(name).toHaveValue('خواتین کے لیے');
    expect(name).toHaveAttribute('lang', 'ur');
    expect(name).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('Optional: shown instead of the name on the Urdu pages')).toBeVisible();
    const description = screen.getByLabelText('Urdu description');
    expect(description).toHaveValue('');
    await enter(user, description, '  پھولوں اور پھلوں کی خوشبو ');
    await user.click(screen.getByRole('button', { name: 'Update Category' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'), SLOW);
    const form = sent.at(-1)!;
    expect(form.get('name')).toBe('For Her');
    expect(form.get('nameUr')).toBe('خواتین کے لیے');
    expect(form.get('descriptionUr')).toBe('پھولوں اور پھلوں کی خوشبو');
  });

  it('sends a perfume’s Urdu name, and empty text for none', async () => {
    const sent = recordForms('put', '*/api/products/:id', () =>
      HttpResponse.json({ message: 'Perfume updated successfully', product: roseOud }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = await openUpdate(roseOud._id);
    expect(field('Urdu name')).toHaveValue('');
    expect(field('Urdu name')).toHaveAttribute('maxlength', '150');
    await enter(user, field('Urdu name'), 'گلاب عود');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/perfumes'), SLOW);
    const form = sent.at(-1)!;
    expect(form.get('nameUr')).toBe('گلاب عود');
    expect(form.get('descriptionUr')).toBe('');
  });
});
