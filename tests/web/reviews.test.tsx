import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { publicReviewsFixture } from '../../mocks/feedbackFixtures';
import { server } from '../../mocks/node';
import { recordBodies } from './recordRequests';
import { renderApp } from './renderApp';
import { holdGet } from './heldAnswer';
import { field, fill, openFormPage, type User } from './feedbackFormKit';
import { invalid, refuse } from './answers';
import { itemTexts } from './readPage';

const carousel = () => screen.findByRole('region', { name: 'What Our Customers Say' });

/** Names of the reviewers on the current slide. */
function shownNames(region: HTMLElement) {
  return within(region)
    .queryAllByRole('figure')
    .map((card) => card.querySelector('strong')?.textContent);
}

const names = publicReviewsFixture.map((r) => r.name);

describe('home page reviews carousel', { timeout: 20_000 }, () => {
  it("says 'Loading reviews...' until reviews arrive, then shows three per slide", async () => {
    const answer = holdGet('*/api/reviews/', publicReviewsFixture);
    renderApp('/');
    const region = await carousel();
    expect(within(region).getByText('Loading reviews...')).toBeInTheDocument();
    answer.release();
    await waitFor(() => expect(shownNames(region)).toEqual(names.slice(0, 3)));
    expect(within(region).queryByText('Loading reviews...')).not.toBeInTheDocument();

    const first = within(region).getAllByRole('figure')[0]!;
    expect(within(first).getByText(`“${publicReviewsFixture[0]!.review}”`)).toBeInTheDocument();
    expect(first).toHaveTextContent(publicReviewsFixture[0]!.city);
    expect(within(region).getByRole('group', { name: 'Reviews 1-3 of 7' })).toBeInTheDocument();
  });

  it('keeps the loading text for an empty list; a failed fetch is logged and says the shop could not be reached', async () => {
    server.use(http.get('*/api/reviews/', () => HttpResponse.json([])));
    const first = renderApp('/');
    const region = await carousel();
    await delay(50);
    expect(within(region).getByText('Loading reviews...')).toBeInTheDocument();
    first.unmount();

    server.use(
      http.get('*/api/reviews/', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderApp('/');
      await waitFor(() =>
        expect(logged).toHaveBeenCalledWith('Failed to load reviews', expect.anything()),
      );
      expect(
        await within(await carousel()).findByRole('heading', {
          name: "We couldn't reach the shop",
        }),
      ).toBeInTheDocument();
    } finally {
      logged.mockRestore();
    }
  });

  it('moves between slides with next, previous and the slide picker, announcing each', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const region = await carousel();
    await waitFor(() => expect(shownNames(region)).toEqual(names.slice(0, 3)));
    const live = region.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('Showing reviews 1-3 of 7');

    const next = within(region).getByRole('button', { name: 'Next reviews' });
    await user.click(next);
    expect(shownNames(region)).toEqual(names.slice(3, 6));
    expect(live).toHaveTextContent('Showing reviews 4-6 of 7');
    await user.click(next);
    expect(shownNames(region)).toEqual(names.slice(6));
    expect(live).toHaveTextContent('Showing reviews 7 of 7');
    await user.click(next);
    expect(shownNames(region)).toEqual(names.slice(0, 3));

    await user.click(within(region).getByRole('button', { name: 'Previous reviews' }));
    expect(shownNames(region)).toEqual(names.slice(6));

    const pickers = ['Show reviews 1-3', 'Show reviews 4-6', 'Show review 7'].map((name) =>
      within(region).getByRole('button', { name }),
    );
    expect(pickers[2]).toHaveAttribute('aria-current', 'true');
    await user.click(pickers[1]!);
    expect(shownNames(region)).toEqual(names.slice(3, 6));
    expect(pickers[1]).toHaveAttribute('aria-current', 'true');
    expect(pickers[0]).not.toHaveAttribute('aria-current');
  });

  it('moves with the arrow, Home and End keys while focus is in the carousel', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const region = await carousel();
    const slide = await within(region).findByRole('group', { name: 'Reviews 1-3 of 7' });
    slide.focus();
    await user.keyboard('{ArrowRight}');
    expect(shownNames(region)).toEqual(names.slice(3, 6));
    await user.keyboard('{End}');
    expect(shownNames(region)).toEqual(names.slice(6));
    await user.keyboard('{ArrowRight}');
    expect(shownNames(region)).toEqual(names.slice(0, 3));
    await user.keyboard('{ArrowLeft}');
    expect(shownNames(region)).toEqual(names.slice(6));
    await user.keyboard('{Home}');
    expect(shownNames(region)).toEqual(names.slice(0, 3));
    // From the buttons too.
    within(region).getByRole('button', { name: 'Next reviews' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(shownNames(region)).toEqual(names.slice(3, 6));
  });

  it('shows no slide controls when every review fits on one slide', async () => {
    server.use(
      http.get('*/api/reviews/', () => HttpResponse.json(publicReviewsFixture.slice(0, 2))),
    );
    renderApp('/');
    const region = await carousel();
    await waitFor(() => expect(shownNames(region)).toEqual(names.slice(0, 2)));
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('/customer/reviews', { timeout: 20_000 }, () => {
  const complete = {
    Name: ' Hina ',
    City: 'Quetta',
    Phone: '0300-1234567',
    'Your Review': 'Lovely.',
  };
  const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit Review' }));

  const openPage = () => openFormPage('/customer/reviews', 'Customer Reviews');

  it('explains approval and lists the approved reviews with name, city, text and date', async () => {
    await openPage();
    expect(
      screen.getByText(/appears on the site once our team has approved it/),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Customer reviews' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(publicReviewsFixture.length);
    expect(items[0]).toHaveTextContent('Hina Baloch');
    expect(items[0]).toHaveTextContent('Quetta');
    expect(items[0]).toHaveTextContent(publicReviewsFixture[0]!.review);
    expect(within(items[0]!).getByText('19 Jan 2025')).toHaveAttribute(
      'datetime',
      publicReviewsFixture[0]!.createdAt,
    );
  });

  it("says 'All fields are required' and sends nothing while any field is empty", async () => {
    const sent = recordBodies('post', '*/api/reviews/', () =>
      HttpResponse.json({ message: 'ok' }, { status: 201 }),
    );
    const user = await openPage();
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required');
    expect(field('Name')).toHaveFocus();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');

    await fill(user, { ...complete, City: '', 'Your Review': '   ' });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required');
    expect(field('City')).toHaveFocus();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Your Review')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('refuses a phone number that is not one, before sending', async () => {
    const sent = recordBodies('post', '*/api/reviews/', () =>
      HttpResponse.json({ message: 'ok' }, { status: 201 }),
    );
    const user = await openPage();
    await fill(user, { ...complete, Phone: 'call me' });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid phone number');
    expect(field('Phone')).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('sends the trimmed review, shows the thank-you text and clears the form', async () => {
    const sent = recordBodies('post', '*/api/reviews/', () =>
      HttpResponse.json(
        { message: 'Your review has been submitted. Thanks for your feedback!' },
        { status: 201 },
      ),
    );
    const user = await openPage();
    await fill(user, complete);
    await submit(user);
    expect(
      await screen.findByText('Your review has been submitted. Thanks for your feedback!'),
    ).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      name: 'Hina',
      city: 'Quetta',
      phone: '0300-1234567',
      review: 'Lovely.',
    });
    for (const label of Object.keys(complete)) {
      expect(field(label)).toHaveValue('');
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the perfume and the stars when the reviewer gives them', async () => {
    const sent = recordBodies('post', '*/api/reviews/', () =>
      HttpResponse.json({ message: 'Thanks' }, { status: 201 }),
    );
    const user = await openPage();
    await fill(user, complete);
    const perfume = screen.getByRole('combobox', { name: 'Perfume (optional)' });
    await waitFor(() => expect(perfume).toBeEnabled());
    await within(perfume).findByRole('option', { name: 'Royal Oud' });
    await user.selectOptions(perfume, 'Royal Oud');
    const stars = screen.getByRole('group', { name: 'Stars (optional)' });
    // A click without pointer moves: jsdom lays nothing out, so MUI reads a hover from no width.
    fireEvent.click(within(stars).getByRole('radio', { name: '4 Stars' }));
    await submit(user);
    await screen.findByText('Thanks');
    expect(sent.at(-1)).toEqual({
      name: 'Hina',
      city: 'Quetta',
      phone: '0300-1234567',
      review: 'Lovely.',
      perfumeId: 'p-oud',
      stars: 4,
    });
  });

  it("shows the server's errors as a list, else its message, else the fallback", async () => {
    server.use(
      http.post('*/api/reviews/', () =>
        invalid('Enter a valid phone number', {
          phone: 'Enter a valid phone number',
          review: 'At most 2000 characters',
        }),
      ),
    );
    const user = await openPage();
    await fill(user, complete);
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(itemTexts(alert)).toEqual(['Enter a valid phone number', 'At most 2000 characters']);
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveValue(' Hina ');

    refuse('post', '*/api/reviews/', 429, 'Too many reviews, try again later.');
    await submit(user);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many reviews, try again later.'),
    );

    server.use(http.post('*/api/reviews/', () => HttpResponse.error()));
    await submit(user);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to submit review. Please try again.',
      ),
    );
  });
});
