import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { updateAdminSchema } from '../../src/features/admins/updateAdminSchema';
import { recordBodies } from './recordRequests';
import { preloadScreens, renderApp, signIn } from './renderApp';
import { alertArea } from './backOfficeListKit';
import { invalid, refuse } from './answers';

// Saving goes back to /admins, whose grid is a large lazy chunk: load it outside the time limits.
preloadScreens(() => import('../../src/features/admins/AdminsPage'));

/** The form's own error alert (the alert area of the frame is a separate live region). */
const formAlert = () => within(document.querySelector('form')!).getByRole('alert');

async function chooseRole(label: 'Admin' | 'SuperAdmin') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: /Role/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('/admins/add', { timeout: 15_000 }, () => {
  async function openForm() {
    signIn();
    const view = renderApp('/admins/add');
    await screen.findByRole('heading', { name: 'Add Admin' }, { timeout: 5000 });
    return view;
  }

  it('checks full name, then e-mail, then password length, as an alert and beside the field', async () => {
    const calls = recordBodies('post', '*/api/auth/', () =>
      HttpResponse.json({ message: 'ok' }, { status: 201 }),
    );
    const user = userEvent.setup();
    await openForm();
    const submit = screen.getByRole('button', { name: 'Add Admin' });

    await user.click(submit);
    expect(formAlert()).toHaveTextContent('Full name is required.');
    expect(screen.getByLabelText(/Full Name/)).toHaveAccessibleDescription(
      'Full name is required.',
    );

    await user.type(screen.getByLabelText(/Full Name/), 'New Clerk');
    await user.type(screen.getByLabelText(/Email Address/), 'clerk@shop');
    await user.click(submit);
    expect(formAlert()).toHaveTextContent('Enter a valid email address.');
    expect(formAlert().className).toMatch(/Error/);

    await user.type(screen.getByLabelText(/Email Address/), '.pk');
    await user.type(screen.getByLabelText(/^Password/), 'abc12');
    await user.click(submit);
    expect(formAlert()).toHaveTextContent('Password must be at least 6 characters long.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Password must be at least 6 characters long.',
    );
    expect(calls).toHaveLength(0);
  });

  it('creates an admin (role admin by default) and shows the message on /admins', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/auth/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Admin created successfully' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { router } = await openForm();
    expect(screen.getByRole('combobox', { name: /Role/ })).toHaveTextContent('Admin');
    await user.type(screen.getByLabelText(/Full Name/), '  New Clerk ');
    await user.type(screen.getByLabelText(/Email Address/), 'new@shop.pk');
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Add Admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admins'));
    expect(sent).toEqual([
      { name: 'New Clerk', email: 'new@shop.pk', password: 'secret12', role: 'admin' },
    ]);
    await waitFor(() => expect(alertArea()).toHaveTextContent('Admin created successfully'));
  });

  it('can create a superadmin', async () => {
    let role: unknown;
    server.use(
      http.post('*/api/auth/', async ({ request }) => {
        role = ((await request.json()) as { role: unknown }).role;
        return HttpResponse.json({ message: 'Admin created successfully' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { router } = await openForm();
    await user.type(screen.getByLabelText(/Full Name/), 'Boss');
    await user.type(screen.getByLabelText(/Email Address/), 'boss@shop.pk');
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    await chooseRole('SuperAdmin');
    await user.click(screen.getByRole('button', { name: 'Add Admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admins'));
    expect(role).toBe('superadmin');
  });

  it("shows the server's message, else its first listed error, else 'Failed to create admin'", async () => {
    const user = userEvent.setup();
    const { router } = await openForm();
    await user.type(screen.getByLabelText(/Full Name/), 'Copy');
    await user.type(screen.getByLabelText(/Email Address/), 'root@shop.pk');
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Add Admin' }));
    await waitFor(() =>
      expect(formAlert()).toHaveTextContent('An admin with this e-mail already exists.'),
    );

    server.use(
      http.post('*/api/auth/', () => invalid('', { email: 'This e-mail is not allowed.' })),
    );
    await user.click(screen.getByRole('button', { name: 'Add Admin' }));
    await waitFor(() => expect(formAlert()).toHaveTextContent('This e-mail is not allowed.'));

    server.use(http.post('*/api/auth/', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Add Admin' }));
    await waitFor(() => expect(formAlert()).toHaveTextContent(/^Failed to create admin$/));
    expect(router.state.location.pathname).toBe('/admins/add');
  });

  it('goes back to /admins on Cancel', async () => {
    const user = userEvent.setup();
    const { router } = await openForm();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admins'));
  });

  it('is for superadmins only', async () => {
    signIn('admin', 'Clerk One');
    renderApp('/admins/add');
    expect(
      await screen.findByText('Only a superadmin can manage admins.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('/admins/update/{id}', { timeout: 15_000 }, () => {
  async function openForm(id = 'admin-2') {
    signIn();
    const view = renderApp(`/admins/update/${id}`);
    await screen.findByRole('heading', { name: 'Update Admin' }, { timeout: 5000 });
    return view;
  }

  it('loads the admin: name, e-mail (disabled), Active checkbox and role', async () => {
    await openForm();
    expect(await screen.findByLabelText(/Full Name/)).toHaveValue('Clerk One');
    expect(screen.getByLabelText(/Email Address/)).toHaveValue('clerk@shop.pk');
    expect(screen.getByLabelText(/Email Address/)).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Role/ })).toHaveTextContent('Admin');
  });

  it("requires the full name ('Full name is required.') and the role ('Role is required.')", async () => {
    const user = userEvent.setup();
    await openForm();
    await user.clear(await screen.findByLabelText(/Full Name/));
    await user.click(screen.getByRole('button', { name: 'Update Admin' }));
    expect(formAlert()).toHaveTextContent('Full name is required.');
    await expect(
      updateAdminSchema.validate({ name: 'Clerk', role: '', active: true }),
    ).rejects.toThrow('Role is required.');
  });

  it('sends name, e-mail, role and status, then shows the message on /admins', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/auth/:id', async ({ params, request }) => {
        sent.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ message: 'Admin updated successfully' });
      }),
    );
    const user = userEvent.setup();
    const { router } = await openForm();
    const name = await screen.findByLabelText(/Full Name/);
    await user.clear(name);
    await user.type(name, 'Clerk Prime');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await chooseRole('SuperAdmin');
    await user.click(screen.getByRole('button', { name: 'Update Admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admins'));
    expect(sent).toEqual([
      {
        id: 'admin-2',
        body: { name: 'Clerk Prime', email: 'clerk@shop.pk', role: 'superadmin', active: false },
      },
    ]);
    await waitFor(() => expect(alertArea()).toHaveTextContent('Admin updated successfully'));
  });

  it("shows the server's message on failure, else 'Failed to update admin.'", async () => {
    refuse('put', '*/api/auth/:id', 409, 'An admin with this e-mail exists.');
    const user = userEvent.setup();
    await openForm();
    await screen.findByLabelText(/Full Name/);
    await user.click(screen.getByRole('button', { name: 'Update Admin' }));
    await waitFor(() => expect(formAlert()).toHaveTextContent('An admin with this e-mail exists.'));
    server.use(http.put('*/api/auth/:id', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Update Admin' }));
    await waitFor(() => expect(formAlert()).toHaveTextContent('Failed to update admin.'));
  });

  it("shows 'Failed to load admin details.' when the admin cannot be loaded", async () => {
    signIn();
    renderApp('/admins/update/nobody');
    await waitFor(() => expect(alertArea()).toHaveTextContent('Failed to load admin details.'), {
      timeout: 5000,
    });
    expect(screen.queryByLabelText(/Full Name/)).not.toBeInTheDocument();
  });

  it('does not let admins change their own role or status', async () => {
    await openForm('admin-1');
    expect(await screen.findByLabelText(/Full Name/)).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /Role/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the root superadmin read-only', async () => {
    await openForm('admin-root');
    expect(await screen.findByText('The root superadmin cannot be edited.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update Admin' })).toBeDisabled();
  });
});
