import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminsFixture } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { preloadScreens, renderApp, signIn } from './renderApp';
import { alertArea, countLists, recordIds } from './backOfficeListKit';
import { refusal, refuse } from './answers';

// The grid is a large lazy chunk: load it once up front, outside the tests' time limits.
preloadScreens(() => import('../../src/features/admins/AdminsPage'));

async function openAdmins() {
  signIn();
  const view = renderApp('/admins');
  await screen.findByRole('heading', { name: 'Admin Management' }, { timeout: 5000 });
  return view;
}

/** The grid row that holds an admin's e-mail. */
async function rowOf(email: string) {
  const cell = await screen.findByRole('gridcell', { name: email });
  return cell.closest('[role="row"]') as HTMLElement;
}

/** Clicks a button in the row of the admin with that e-mail. */
async function clickIn(user: ReturnType<typeof userEvent.setup>, email: string, button: string) {
  await user.click(within(await rowOf(email)).getByRole('button', { name: button }));
}

/** Waits until the alert area says `text`. */
const alertSays = (text: string) => waitFor(() => expect(alertArea()).toHaveTextContent(text));

describe('/admins', { timeout: 15_000 }, () => {
  it('lists the admins with #, name, e-mail, status, role and creator', async () => {
    await openAdmins();
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers).toEqual(['#', 'Name', 'Email', 'Status', 'Role', 'CreatedBy', 'Actions']);
    // The headers render before the rows arrive.
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(adminsFixture.length + 1));

    const root = await rowOf('root@shop.pk');
    expect(
      within(root)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Root Admin', 'root@shop.pk', 'Active', 'SuperAdmin', '-', '']);
    expect(within(root).getByText('Active').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
    const old = await rowOf('old@shop.pk');
    expect(within(old).getByText('Inactive').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorDefault',
    );
    expect(within(old).getByText('Admin')).toBeInTheDocument();
    expect(within(old).getByText('Sara Admin')).toBeInTheDocument();
  });

  it('links Add Admin to /admins/add and Edit to /admins/update/{id}', async () => {
    const user = userEvent.setup();
    const { router } = await openAdmins();
    expect(screen.getByRole('link', { name: 'Add Admin' })).toHaveAttribute('href', '/admins/add');
    const clerk = await rowOf('clerk@shop.pk');
    const edit = within(clerk).getByRole('link', { name: 'Edit Clerk One' });
    expect(edit).toHaveAttribute('href', '/admins/update/admin-2');
    await user.click(edit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admins/update/admin-2'));
  });

  it('disables every action of the root superadmin, and toggle and delete of oneself', async () => {
    await openAdmins();
    const root = await rowOf('root@shop.pk');
    for (const name of ['Edit Root Admin', 'Deactivate Root Admin', 'Delete Root Admin']) {
      const action = within(root).getByRole('button', { name });
      expect(action).toBeDisabled();
      expect(action).not.toHaveAttribute('href');
    }
    const self = await rowOf('sara@shop.pk');
    expect(within(self).getByRole('link', { name: 'Edit Sara Admin' })).toBeInTheDocument();
    expect(within(self).getByRole('button', { name: 'Deactivate Sara Admin' })).toBeDisabled();
    expect(within(self).getByRole('button', { name: 'Delete Sara Admin' })).toBeDisabled();
    const clerk = await rowOf('clerk@shop.pk');
    expect(within(clerk).getByRole('button', { name: 'Deactivate Clerk One' })).toBeEnabled();
    expect(within(clerk).getByRole('button', { name: 'Delete Clerk One' })).toBeEnabled();
    const old = await rowOf('old@shop.pk');
    expect(within(old).getByRole('button', { name: 'Activate Old Clerk' })).toBeEnabled();
  });

  it("shows 'No admins found' for an empty list", async () => {
    server.use(http.get('*/api/auth/', () => HttpResponse.json([])));
    await openAdmins();
    expect(await screen.findByText('No admins found')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch admins.' in the alert area when the list cannot load", async () => {
    server.use(
      http.get('*/api/auth/', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    await openAdmins();
    await alertSays('Failed to fetch admins.');
  });

  it("deactivates and activates an admin, showing the server's message and refreshing the list", async () => {
    const calls: string[] = [];
    const lists = countLists('*/api/auth/', adminsFixture);
    server.use(
      http.patch('*/api/auth/:id/:action', ({ params }) => {
        calls.push(`${String(params.action)} ${String(params.id)}`);
        return HttpResponse.json({ message: `Admin ${String(params.action)}d successfully` });
      }),
    );
    const user = userEvent.setup();
    await openAdmins();
    await clickIn(user, 'clerk@shop.pk', 'Deactivate Clerk One');
    await alertSays('Admin deactivated successfully');
    await clickIn(user, 'old@shop.pk', 'Activate Old Clerk');
    await alertSays('Admin reactivated successfully');
    expect(calls).toEqual(['deactivate admin-2', 'reactivate admin-3']);
    await waitFor(() => expect(lists.count).toBe(3));
  });

  it("shows the server's message when a toggle fails, else the documented fallback", async () => {
    server.use(
      http.patch('*/api/auth/:id/deactivate', () => refusal(404, 'Admin not found')),
      http.patch('*/api/auth/:id/reactivate', () => HttpResponse.error()),
    );
    const user = userEvent.setup();
    await openAdmins();
    await clickIn(user, 'clerk@shop.pk', 'Deactivate Clerk One');
    await alertSays('Admin not found');
    await clickIn(user, 'old@shop.pk', 'Activate Old Clerk');
    await alertSays('Failed to activate admin.');

    server.use(http.patch('*/api/auth/:id/deactivate', () => HttpResponse.error()));
    await clickIn(user, 'clerk@shop.pk', 'Deactivate Clerk One');
    await alertSays('Failed to deactivate admin.');
  });

  it('asks for confirmation in a dialog before deleting', async () => {
    const deleted = recordIds('delete', '*/api/auth/:id', () => ({
      message: 'Admin deleted successfully',
    }));
    const user = userEvent.setup();
    await openAdmins();
    await clickIn(user, 'clerk@shop.pk', 'Delete Clerk One');
    const dialog = await screen.findByRole('dialog', { name: 'Delete admin' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this admin?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await clickIn(user, 'clerk@shop.pk', 'Delete Clerk One');
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await alertSays('Admin deleted successfully');
    expect(deleted).toEqual(['admin-2']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message when a delete fails, else 'Failed to delete admin.'", async () => {
    refuse('delete', '*/api/auth/:id', 409, 'You cannot delete your own account.');
    const user = userEvent.setup();
    await openAdmins();
    const remove = async () => {
      await clickIn(user, 'clerk@shop.pk', 'Delete Clerk One');
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
      );
    };
    await remove();
    await waitFor(() =>
      expect(alertArea()).toHaveTextContent('You cannot delete your own account.'),
    );
    server.use(http.delete('*/api/auth/:id', () => new HttpResponse(null, { status: 500 })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await remove();
    await alertSays('Failed to delete admin.');
  });

  it('tells an admin who is not a superadmin that only a superadmin can manage admins', async () => {
    const lists = countLists('*/api/auth/', adminsFixture);
    signIn('admin', 'Clerk One');
    renderApp('/admins');
    expect(
      await screen.findByText('Only a superadmin can manage admins.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(lists.count).toBe(0);
  });
});
