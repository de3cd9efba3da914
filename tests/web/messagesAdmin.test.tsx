import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessagesFixture } from '../../mocks/feedbackFixtures';
import { server } from '../../mocks/node';
import { renderApp, signIn } from './renderApp';

// The grid is a large lazy chunk: load it once up front, outside the tests' time limits.
beforeAll(async () => {
  await import('../../src/features/messages/MessagesAdminPage');
}, 30_000);

async function openMessages() {
  signIn('admin');
  const view = renderApp('/complaints');
  await screen.findByRole('heading', { level: 1, name: 'Complaints' }, { timeout: 5000 });
  return view;
}

/** The grid row of a sender's e-mail. */
async function rowOf(email: string) {
  const cell = await screen.findByRole('gridcell', { name: email }, { timeout: 5000 });
  return cell.closest('[role="row"]') as HTMLElement;
}

/** The alert area of the admin frame (the first live region on the page). */
const alertArea = () => document.querySelector('[aria-live="polite"]') as HTMLElement;

const [pending, read, responded] = contactMessagesFixture as [
  (typeof contactMessagesFixture)[number],
  (typeof contactMessagesFixture)[number],
  (typeof contactMessagesFixture)[number],
];

describe('/complaints', { timeout: 15_000 }, () => {
  it('lists the customer messages with their status badges', async () => {
    await openMessages();
    expect(screen.getByText('Customer messages')).toBeInTheDocument();
    const row = await rowOf(pending.email);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '#',
      'Name',
      'Email',
      'Subject',
      'Message',
      'Status',
      'Date',
      'Actions',
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(contactMessagesFixture.length + 1);
    expect(
      within(row)
        .getAllByRole('gridcell')
        .slice(0, 7)
        .map((c) => c.textContent),
    ).toEqual([
      '1',
      pending.name,
      pending.email,
      pending.subject,
      pending.message,
      'Pending',
      '18 Jan 2025, 14:00',
    ]);
    const colours = { Pending: 'Warning', Read: 'Info', Responded: 'Success' };
    for (const message of contactMessagesFixture) {
      const chip = within(await rowOf(message.email)).getByText(message.status);
      expect(chip.closest('.MuiChip-root')).toHaveClass(`MuiChip-color${colours[message.status]}`);
    }
  });

  it('offers Mark as Read for Pending, Mark as Responded for Read, nothing for Responded', async () => {
    await openMessages();
    const actions = async (email: string) =>
      within(await rowOf(email))
        .queryAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    expect(await actions(pending.email)).toEqual([`Mark as Read: message from ${pending.name}`]);
    expect(await actions(read.email)).toEqual([`Mark as Responded: message from ${read.name}`]);
    expect(await actions(responded.email)).toEqual([]);
  });

  it('sends the next status and shows the server message', async () => {
    const sent: { id: string; body: unknown }[] = [];
    let lists = 0;
    server.use(
      http.get('*/api/contacts/', () => {
        lists += 1;
        return HttpResponse.json(contactMessagesFixture);
      }),
      http.patch('*/api/contacts/:id', async ({ params, request }) => {
        const body = (await request.json()) as { status: string };
        sent.push({ id: String(params.id), body });
        const contact = contactMessagesFixture.find((m) => m._id === params.id)!;
        return HttpResponse.json({
          message: `Message marked as ${body.status}`,
          contact: { ...contact, ...body },
        });
      }),
    );
    const user = userEvent.setup();
    await openMessages();
    await user.click(
      within(await rowOf(pending.email)).getByRole('button', { name: /^Mark as Read/ }),
    );
    await waitFor(() => expect(alertArea()).toHaveTextContent('Message marked as Read'));
    await user.click(
      within(await rowOf(read.email)).getByRole('button', { name: /^Mark as Responded/ }),
    );
    await waitFor(() => expect(alertArea()).toHaveTextContent('Message marked as Responded'));
    expect(sent).toEqual([
      { id: pending._id, body: { status: 'Read' } },
      { id: read._id, body: { status: 'Responded' } },
    ]);
    await waitFor(() => expect(lists).toBe(3));
  });

  it("shows the server's message when an update fails, else 'Failed to update status'", async () => {
    server.use(
      http.patch('*/api/contacts/:id', () =>
        HttpResponse.json(
          { message: 'The message was updated by someone else; reload to see its status.' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    await openMessages();
    const markRead = async () =>
      user.click(within(await rowOf(pending.email)).getByRole('button', { name: /^Mark as Read/ }));
    await markRead();
    await waitFor(() =>
      expect(alertArea()).toHaveTextContent('The message was updated by someone else'),
    );
    server.use(http.patch('*/api/contacts/:id', () => HttpResponse.error()));
    await markRead();
    await waitFor(() => expect(alertArea()).toHaveTextContent('Failed to update status'));
  });

  it("shows 'No messages found' for an empty list and 'Failed to fetch contacts' on failure", async () => {
    server.use(http.get('*/api/contacts/', () => HttpResponse.json([])));
    const view = await openMessages();
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
    view.unmount();

    server.use(
      http.get('*/api/contacts/', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    await openMessages();
    await waitFor(() => expect(alertArea()).toHaveTextContent('Failed to fetch contacts'));
  });
});
