import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { customerMessagesFixture } from '../../mocks/feedbackFixtures';
import { server } from '../../mocks/node';
import { alertArea, countLists, expectEmptyThenFailed, recordChanges } from './backOfficeListKit';
import { preloadScreens, renderApp, signIn } from './renderApp';
import { refuse } from './answers';

// The grid is a large lazy chunk: load it once up front, outside the tests' time limits.
preloadScreens(() => import('../../src/features/messages/MessagesAdminPage'));

async function openMessages() {
  signIn('admin');
  const view = renderApp('/complaints');
  await screen.findByRole('heading', { level: 1, name: 'Complaints' }, { timeout: 5000 });
  return view;
}

/** The grid row of a sender's e-mail. */
async function rowOf(email: string) {
  const link = await screen.findByRole('link', { name: email }, { timeout: 5000 });
  return link.closest('[role="row"]') as HTMLElement;
}

/** The alert area of the admin frame (the first live region on the page). */

const [pending, read, responded] = customerMessagesFixture as [
  (typeof customerMessagesFixture)[number],
  (typeof customerMessagesFixture)[number],
  (typeof customerMessagesFixture)[number],
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
    expect(screen.getAllByRole('row')).toHaveLength(customerMessagesFixture.length + 1);
    expect(
      within(row)
        .getAllByRole('gridcell')
        .slice(0, 7)
        .map((c) => c.textContent),
    ).toEqual([
      '1',
      pending.name,
      `${pending.email}Open in WhatsApp`,
      pending.subject,
      pending.message,
      'Pending',
      '18 Jan 2025, 14:00',
    ]);
    const colours = { Pending: 'Warning', Read: 'Info', Responded: 'Success' };
    for (const message of customerMessagesFixture) {
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
    expect(await actions(pending.email)).toEqual([
      `Reply by e-mail: message from ${pending.name}`,
      `Mark as Read: message from ${pending.name}`,
    ]);
    expect(await actions(read.email)).toEqual([
      `Reply by e-mail: message from ${read.name}`,
      `Mark as Responded: message from ${read.name}`,
    ]);
    expect(await actions(responded.email)).toEqual([]);
  });

  it('links the e-mail address, and a phone to WhatsApp; shows an answer with who and when', async () => {
    await openMessages();
    const row = within(await rowOf(pending.email));
    expect(row.getByRole('link', { name: pending.email })).toHaveAttribute(
      'href',
      `mailto:${pending.email}`,
    );
    const whatsApp = row.getByRole('link', { name: 'Open in WhatsApp' });
    expect(whatsApp).toHaveAttribute('href', 'https://wa.me/923001234567');
    expect(whatsApp).toHaveAttribute('target', '_blank');
    // Without a phone, no WhatsApp link.
    expect(
      within(await rowOf(read.email)).queryByRole('link', { name: 'Open in WhatsApp' }),
    ).not.toBeInTheDocument();
    expect(
      within(await rowOf(responded.email)).getByText(/^by Sara Admin/).parentElement,
    ).toHaveTextContent(
      'Answered by Sara Admin, 16 Jan 2025, 16:30: You are welcome! Enjoy the scent.',
    );
  });

  it('answers a message by e-mail: refuses an empty answer, sends it, shows it answered', async () => {
    const sent: { id: string; body: unknown }[] = [];
    let answered = false;
    server.use(
      http.get('*/api/contacts/', () =>
        HttpResponse.json(
          answered
            ? [
                {
                  ...read,
                  status: 'Responded',
                  reply: 'Yes, 10% off from 12 bottles.',
                  repliedBy: 'Sara Admin',
                  repliedAt: '2025-01-18T10:00:00.000Z',
                },
              ]
            : [read],
        ),
      ),
      http.post('*/api/contacts/:id/reply', async ({ params, request }) => {
        const body = await request.json();
        sent.push({ id: String(params.id), body });
        answered = true;
        return HttpResponse.json({ message: 'Reply sent by e-mail', contact: read });
      }),
    );
    const user = userEvent.setup();
    await openMessages();
    await user.click(
      within(await rowOf(read.email)).getByRole('button', { name: /^Reply by e-mail/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Reply to ${read.name}` });
    const answer = within(dialog).getByRole('textbox', { name: /Your answer/ });
    expect(answer).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(answer).toHaveAccessibleDescription('Write the answer to send.');
    expect(sent).toEqual([]);

    await user.type(answer, 'Yes, 10% off from 12 bottles.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(alertArea()).toHaveTextContent('Reply sent by e-mail'));
    expect(sent).toEqual([{ id: read._id, body: { reply: 'Yes, 10% off from 12 bottles.' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = within(await rowOf(read.email));
    await waitFor(() => expect(row.getByText('Responded')).toBeInTheDocument());
    expect(row.getByText(/Yes, 10% off from 12 bottles/)).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /^Reply by e-mail/ })).not.toBeInTheDocument();
  });

  it('sends the next status and shows the server message', async () => {
    const lists = countLists('*/api/contacts/', customerMessagesFixture);
    const sent = recordChanges<{ status: string }>('patch', '*/api/contacts/:id', (id, body) => ({
      message: `Message marked as ${body.status}`,
      contact: { ...customerMessagesFixture.find((m) => m._id === id)!, ...body },
    }));
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
    await waitFor(() => expect(lists.count).toBe(3));
  });

  it("shows the server's message when an update fails, else 'Failed to update status'", async () => {
    refuse(
      'patch',
      '*/api/contacts/:id',
      409,
      'The message was updated by someone else; reload to see its status.',
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
    await expectEmptyThenFailed('*/api/contacts/', () => openMessages(), {
      empty: 'No messages found',
      failed: 'Failed to fetch contacts',
    });
  });
});
