import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { brand } from '@shop/domain/brand';
import { server } from '../../mocks/node';
import { field, fill, openFormPage, type User } from './feedbackFormKit';
import { recordBodies } from './recordRequests';
import { refuse } from './answers';

const complete = {
  Name: 'Ayesha Noor',
  Email: ' ayesha@example.pk ',
  Subject: 'Order not delivered',
  Message: 'Where is my order?',
};

const send = (user: User) => user.click(screen.getByRole('button', { name: 'Send Message' }));

const openContact = () => openFormPage('/contact', 'Contact Us');

describe('/contact', { timeout: 20_000 }, () => {
  it("shows the shop's contact details", async () => {
    await openContact();
    const details = screen.getByRole('list', { name: 'Contact details' });
    expect(details).toHaveTextContent(brand.address);
    expect(within(details).getByRole('link', { name: brand.phone })).toHaveAttribute(
      'href',
      `tel:${brand.phone.replace(/\s/g, '')}`,
    );
    expect(within(details).getByRole('link', { name: brand.email })).toHaveAttribute(
      'href',
      `mailto:${brand.email}`,
    );
  });

  it("says 'All fields are required' and sends nothing while any field is empty", async () => {
    const sent = recordBodies('post', '*/api/contacts/', () =>
      HttpResponse.json({ message: 'ok' }, { status: 201 }),
    );
    const user = await openContact();
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required');
    expect(field('Name')).toHaveFocus();

    await fill(user, { ...complete, Subject: '  ' });
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required');
    expect(field('Subject')).toHaveFocus();
    expect(field('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'false');
    expect(sent).toHaveLength(0);
  });

  it('refuses an e-mail address that is not one, before sending', async () => {
    const sent = recordBodies('post', '*/api/contacts/', () =>
      HttpResponse.json({ message: 'ok' }, { status: 201 }),
    );
    const user = await openContact();
    await fill(user, { ...complete, Email: 'not-an-email' });
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email');
    expect(field('Email')).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('sends the trimmed message, shows the success text and clears the form', async () => {
    const sent = recordBodies('post', '*/api/contacts/', () =>
      HttpResponse.json(
        { message: 'Your query has been submitted successfully!' },
        { status: 201 },
      ),
    );
    const user = await openContact();
    await fill(user, complete);
    await send(user);
    expect(
      await screen.findByText('Your query has been submitted successfully!'),
    ).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      name: 'Ayesha Noor',
      email: 'ayesha@example.pk',
      subject: 'Order not delivered',
      message: 'Where is my order?',
    });
    for (const label of Object.keys(complete)) expect(field(label)).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when sending fails, else the fallback", async () => {
    refuse('post', '*/api/contacts/', 429, 'Too many messages from this address. Try again later.');
    const user = await openContact();
    await fill(user, complete);
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages from this address. Try again later.',
    );
    expect(field('Name')).toHaveValue('Ayesha Noor');

    server.use(http.post('*/api/contacts/', () => new HttpResponse(null, { status: 500 })));
    await send(user);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to send message. Please try again.',
      ),
    );
  });
});
