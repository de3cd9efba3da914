import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminsFixture } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { recordBodies } from './recordRequests';
import { renderApp, signIn } from './renderApp';
import { alertArea } from './backOfficeListKit';
import { refuse } from './answers';

async function openProfile() {
  signIn();
  const view = renderApp('/profile');
  await screen.findByRole('heading', { name: 'Profile' }, { timeout: 5000 });
  return view;
}

/** The name shown at the bottom of the side menu (both drawers render it). */
const menuNames = () =>
  screen.getAllByRole('link', { name: /SuperAdmin/ }).map((link) => link.textContent);

describe('/profile', { timeout: 15_000 }, () => {
  it("shows the signed-in admin's full name, e-mail and role", async () => {
    await openProfile();
    expect(await screen.findByText('sara@shop.pk')).toBeInTheDocument();
    const details = screen.getByText('Full Name').closest('dl')!;
    expect(within(details).getByText('Sara Admin')).toBeInTheDocument();
    expect(within(details).getByText('SuperAdmin')).toBeInTheDocument();
  });

  it("shows 'Failed to load profile details.' when the record cannot be loaded", async () => {
    server.use(
      http.get('*/api/auth/:id', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    await openProfile();
    await waitFor(() => expect(alertArea()).toHaveTextContent('Failed to load profile details.'));
  });
});

describe('Update Username', { timeout: 15_000 }, () => {
  it("requires a name ('Name is required.')", async () => {
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Update Username' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Username' });
    const name = within(dialog).getByLabelText(/Name/);
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Sara Admin');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Name is required.');
  });

  it('renames the admin: side menu and localStorage at once, profile refreshed', async () => {
    let name = 'Sara Admin';
    let sent: unknown;
    server.use(
      http.get('*/api/auth/admin-1', () => HttpResponse.json({ ...adminsFixture[1]!, name })),
      http.put('*/api/auth/admin-1/username', async ({ request }) => {
        sent = await request.json();
        name = (sent as { name: string }).name;
        return HttpResponse.json({
          message: 'Username updated successfully',
          admin: { _id: 'admin-1', name, email: 'sara@shop.pk', role: 'superadmin' },
        });
      }),
    );
    const user = userEvent.setup();
    await openProfile();
    expect(menuNames()[0]).toContain('Sara Admin');
    await user.click(screen.getByRole('button', { name: 'Update Username' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Username' });
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), ' Sara Khan ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(alertArea()).toHaveTextContent('Username updated successfully'));
    expect(sent).toEqual({ name: 'Sara Khan' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuNames().every((text) => text?.includes('Sara Khan'))).toBe(true);
    expect(JSON.parse(localStorage.getItem('admin')!)).toEqual({
      id: 'admin-1',
      name: 'Sara Khan',
      email: 'sara@shop.pk',
      role: 'superadmin',
    });
    const details = screen.getByText('Full Name').closest('dl')!;
    await waitFor(() => expect(within(details).getByText('Sara Khan')).toBeInTheDocument());
  });

  it("shows the server's message on failure, else 'Failed to update username.'", async () => {
    refuse('put', '*/api/auth/:id/username', 400, 'Name is too long.');
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Update Username' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Username' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Name is too long.'),
    );
    server.use(http.put('*/api/auth/:id/username', () => HttpResponse.error()));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to update username.'),
    );
    expect(JSON.parse(localStorage.getItem('admin')!).name).toBe('Sara Admin');
  });

  it('closes on Cancel without saving', async () => {
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Update Username' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Username' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Update Password', { timeout: 15_000 }, () => {
  async function openDialog() {
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Password' });
    const fill = async (current: string, next: string, confirm: string) => {
      for (const [label, value] of [
        [/^Current Password/, current],
        [/^New Password/, next],
        [/^Confirm Password/, confirm],
      ] as const) {
        const input = within(dialog).getByLabelText(label);
        await user.clear(input);
        if (value) await user.type(input, value);
      }
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    };
    return { dialog, fill };
  }

  it('checks the current password, then that they match, then the length', async () => {
    const calls = recordBodies('put', '*/api/auth/:id/password', () =>
      HttpResponse.json({ message: 'ok' }),
    );
    const { dialog, fill } = await openDialog();
    expect(within(dialog).getByLabelText(/^Current Password/)).toHaveFocus();
    const alert = () => within(dialog).getByRole('alert');
    await fill('', 'abc', 'abd');
    expect(alert()).toHaveTextContent('Current password is required.');
    await fill('right-password', 'abcdef', 'abcdeg');
    expect(alert()).toHaveTextContent('Passwords do not match.');
    await fill('right-password', 'abc', 'abc');
    expect(alert()).toHaveTextContent('Password must be at least 6 characters.');
    expect(calls).toHaveLength(0);
  });

  it("changes the password and shows the server's message", async () => {
    const sent = recordBodies('put', '*/api/auth/admin-1/password', () =>
      HttpResponse.json({ message: 'Password updated successfully!' }),
    );
    const { fill } = await openDialog();
    await fill('right-password', 'new-secret', 'new-secret');
    await waitFor(() => expect(alertArea()).toHaveTextContent('Password updated successfully!'));
    expect(sent.at(-1)).toEqual({
      currentPassword: 'right-password',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's message on failure, else 'Failed to update password.'", async () => {
    const { dialog, fill } = await openDialog();
    await fill('wrong-password', 'new-secret', 'new-secret');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Current password is incorrect.'),
    );
    server.use(http.put('*/api/auth/:id/password', () => HttpResponse.error()));
    await fill('right-password', 'new-secret', 'new-secret');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to update password.'),
    );
  });
});
