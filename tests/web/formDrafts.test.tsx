import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { roseOud } from '../../mocks/catalogueFixtures';
import { server } from '../../mocks/node';
import { DRAFT_RESTORED } from '../../src/components/DraftRestoredNotice';
import { LEAVE_TITLE } from '../../src/components/LeaveGuard';
import { SLOW, stubObjectUrls } from './catalogueTestKit';
import {
  categorySelect,
  enter,
  field,
  fillVariant,
  loadPerfumeScreens,
  openAdd,
  openUpdate,
} from './perfumeFormKit';
import { renderApp, signIn } from './renderApp';

beforeAll(loadPerfumeScreens, 30_000);
beforeEach(() => {
  stubObjectUrls();
});

const draftKeys = () => Object.keys(sessionStorage).filter((key) => key.startsWith('form-draft:'));

describe('the perfume form marks each invalid variant input', { timeout: 30_000 }, () => {
  it('beside the input, keeps the banner, and moves focus to the first', async () => {
    const user = userEvent.setup({ delay: null });
    await openAdd();
    await enter(user, field(/^Name/), 'Rose Oud');
    await enter(user, field(/^Description/), 'Rose over smoky oud');
    await user.selectOptions(categorySelect(), 'For Her');
    await user.click(screen.getByRole('button', { name: 'Add Variant' }));
    await fillVariant(user, 1, '50ml', '4500', '5');
    await fillVariant(user, 2, '', '0', '-1');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fix variant inputs');
    // Row 1 is fine but for its image; row 2 is wrong in every input.
    expect(field('Size, row 1')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('Image, row 1')).toHaveAccessibleDescription('Choose an image for this size');
    expect(field('Size, row 2')).toHaveAccessibleDescription('Size is required');
    expect(field('Price, row 2')).toHaveAccessibleDescription('Price must be more than 0');
    expect(field('Stock, row 2')).toHaveAccessibleDescription('Stock must be 0 or more');
    expect(field('Size, row 2')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Image, row 1')).toHaveFocus();

    // Fixed inputs lose their message as the clerk types.
    await fillVariant(user, 2, '100ml', '8000', '2.5');
    expect(field('Size, row 2')).not.toHaveAccessibleDescription('Size is required');
    expect(field('Stock, row 2')).toHaveAccessibleDescription('Stock must be a whole number');
  });

  it('on the edit form, a missing size and the numbers the server refuses', async () => {
    const user = userEvent.setup({ delay: null });
    await openUpdate(roseOud._id);
    await enter(user, field('Size, row 1'), '');
    // An empty stock is sent as 0, which is fine; an empty price as 0, which the server refuses:
    // once a save is refused, both are marked.
    await enter(user, field('Stock, row 1'), '');
    await fillVariant(user, 2, '100ml', '', '2.5');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fix variant inputs');
    expect(field('Size, row 1')).toHaveAccessibleDescription('Size is required');
    expect(field('Size, row 1')).toHaveFocus();
    expect(field('Stock, row 1')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('Price, row 2')).toHaveAccessibleDescription('Price must be more than 0');
    expect(field('Stock, row 2')).toHaveAccessibleDescription('Stock must be a whole number');

    // Sizes fixed, the form sends the numbers as they are (docs/product.md §5: only required
    // inputs); when the server refuses them, the first wrong one takes the focus.
    let puts = 0;
    server.use(
      http.put('*/api/products/:id', () => {
        puts += 1;
        return HttpResponse.json({ message: 'Please fix variant inputs' }, { status: 400 });
      }),
    );
    await enter(user, field('Size, row 1'), '50ml');
    await enter(user, field('Price, row 2'), '0');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(field('Price, row 2')).toHaveFocus());
    expect(puts).toBe(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix variant inputs');
    expect(field('Price, row 2')).toHaveAccessibleDescription('Price must be more than 0');
  });
});

describe('a form being edited keeps a draft', { timeout: 30_000 }, () => {
  it('that comes back after a reload until it is discarded', async () => {
    const user = userEvent.setup({ delay: null });
    await openAdd();
    await enter(user, field(/^Name/), 'Saffron Night');
    await fillVariant(user, 1, '30ml', '2500', '7');
    await waitFor(() => expect(draftKeys()).toEqual(['form-draft:admin-1:perfume:new']));
    // Nothing private goes into it: a draft holds what was typed, not files or passwords.
    expect(JSON.parse(sessionStorage.getItem(draftKeys()[0]!)!)).toMatchObject({
      details: { name: 'Saffron Night' },
      variants: [{ size: '30ml', price: '2500', stock: '7', hadFile: false }],
    });

    cleanup(); // the tab reloads
    renderApp('/perfumes/add');
    expect(await screen.findByText(DRAFT_RESTORED, { exact: false }, SLOW)).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Saffron Night');
    expect(field('Stock, row 1')).toHaveValue(7);

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(field(/^Name/)).toHaveValue('');
    expect(field('Size, row 1')).toHaveValue('');
    expect(screen.queryByText(DRAFT_RESTORED, { exact: false })).toBeNull();
    await waitFor(() => expect(draftKeys()).toEqual([]));
  });

  it('asks before leaving with unsaved changes; leaving discards them', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openAdd();
    await enter(user, field(/^Name/), 'Saffron Night');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_TITLE });
    expect(dialog).toHaveTextContent('You have unsaved changes on this page.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/perfumes/add');
    expect(field(/^Name/)).toHaveValue('Saffron Night');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await screen.findByRole('dialog', { name: LEAVE_TITLE });
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/perfumes'));
    expect(draftKeys()).toEqual([]);
  });

  it('never asks when nothing changed, nor after saving', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openUpdate(roseOud._id);
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/perfumes'));

    await router.navigate(`/perfumes/update/${roseOud._id}`);
    await screen.findByRole('button', { name: 'Update Product' }, SLOW);
    await enter(user, field(/^Description/), 'Rose, oud and a little saffron');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/perfumes'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(draftKeys()).toEqual([]);
  });

  it('survives an ended session: back on the perfume after signing in, as typed', async () => {
    signIn('superadmin');
    let ended = false;
    server.use(
      http.put('*/api/products/:id', () =>
        ended ? HttpResponse.json({ message: 'Session expired' }, { status: 401 }) : undefined,
      ),
      http.post('*/api/auth/refresh-token', () =>
        ended ? HttpResponse.json({ message: 'Session ended' }, { status: 401 }) : undefined,
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = await openUpdate(roseOud._id);
    await enter(user, field(/^Description/), 'Typed before the session ended');
    await enter(user, field('Stock, row 1'), '42');
    ended = true;
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(
      await screen.findByText('Your session has ended. Please sign in again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: LEAVE_TITLE })).toBeNull();

    ended = false;
    await user.type(screen.getByLabelText(/Email Address/), 'root@shop.pk');
    await user.type(screen.getByLabelText(/Password/), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/perfumes/update/${roseOud._id}`),
      SLOW,
    );
    expect(await screen.findByText(DRAFT_RESTORED, { exact: false }, SLOW)).toBeInTheDocument();
    expect(field(/^Description/)).toHaveValue('Typed before the session ended');
    expect(field('Stock, row 1')).toHaveValue(42);
  });

  it('keeps category, admin and username drafts, never a password', async () => {
    const user = userEvent.setup({ delay: null });
    signIn('superadmin');
    renderApp('/admins/add');
    await enter(user, await screen.findByLabelText(/Full Name/, {}, SLOW), 'Nadia Khan');
    await enter(user, screen.getByLabelText(/^Password/), 'secret-pass-1');
    await waitFor(() => expect(draftKeys()).toEqual(['form-draft:admin-1:admin:new']));
    const kept = sessionStorage.getItem('form-draft:admin-1:admin:new')!;
    expect(kept).not.toContain('secret-pass-1');
    cleanup();

    renderApp('/admins/add');
    expect(await screen.findByText(/Type the password again/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Nadia Khan');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    cleanup();
    sessionStorage.clear();

    renderApp('/categories/add');
    await enter(user, await screen.findByLabelText(/Category Name/, {}, SLOW), 'Attar');
    await waitFor(() => expect(draftKeys()).toEqual(['form-draft:admin-1:category:new']));
    cleanup();
    renderApp('/categories/add');
    expect(await screen.findByLabelText(/Category Name/, {}, SLOW)).toHaveValue('Attar');
    cleanup();
    sessionStorage.clear();

    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Update Username' }, SLOW));
    await enter(user, screen.getByLabelText(/^Name/), 'Sara K.');
    await waitFor(() => expect(draftKeys()).toEqual(['form-draft:admin-1:profile:username']));
    cleanup();
    renderApp('/profile');
    // The dialog opens again with the name as typed.
    expect(await screen.findByLabelText(/^Name/, {}, SLOW)).toHaveValue('Sara K.');
  });

  it('are forgotten when the clerk signs out', async () => {
    const user = userEvent.setup({ delay: null });
    await openAdd();
    await enter(user, field(/^Name/), 'Saffron Night');
    await waitFor(() => expect(draftKeys()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /Logout/ }));
    await waitFor(() => expect(draftKeys()).toEqual([]));
  });
});
