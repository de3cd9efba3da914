import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { allReviewsFixture } from '../../mocks/feedbackFixtures';
import { server } from '../../mocks/node';
import {
  alertArea,
  countLists,
  expectEmptyThenFailed,
  recordChanges,
  recordIds,
} from './backOfficeListKit';
import { preloadScreens, renderApp, signIn } from './renderApp';
import { refuse } from './answers';

// The grid is a large lazy chunk: load it once up front, outside the tests' time limits.
preloadScreens(() => import('../../src/features/reviews/ReviewsAdminPage'));

// Three reviews are enough here (and keep the grid quick in jsdom): approved, pending, approved.
const reviews = allReviewsFixture.slice(0, 3);
beforeEach(() => {
  server.use(http.get('*/api/reviews/all', () => HttpResponse.json(reviews)));
});

async function openReviews(role: 'admin' | 'superadmin' = 'superadmin') {
  signIn(role);
  const view = renderApp('/reviews');
  await screen.findByRole('heading', { level: 1, name: 'Reviews' }, { timeout: 5000 });
  return view;
}

/** The grid row of a reviewer. */
async function rowOf(name: string) {
  const cell = await screen.findByRole('gridcell', { name }, { timeout: 5000 });
  return cell.closest('[role="row"]') as HTMLElement;
}

/** The alert area of the admin frame (the first live region on the page). */

describe('/reviews', { timeout: 15_000 }, () => {
  it('lists every review with #, name, city, phone, text, status badge and date', async () => {
    await openReviews();
    await rowOf('Hina Baloch');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      '#',
      'Name',
      'City',
      'Phone',
      'Review',
      'Perfume',
      'Stars',
      'Status',
      'Date',
      'Actions',
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(reviews.length + 1);

    const hina = await rowOf('Hina Baloch');
    expect(
      within(hina)
        .getAllByRole('gridcell')
        .slice(0, 9)
        .map((c) => c.textContent),
    ).toEqual([
      '1',
      'Hina Baloch',
      'Quetta',
      '0300-0000001',
      'The oud lasts all day, lovely packaging.',
      // Not about one perfume, no stars.
      '',
      '',
      'Approved',
      '19 Jan 2025, 15:00',
    ]);
    expect(within(hina).getByText('Approved').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
    expect(within(hina).getByTitle('The oud lasts all day, lovely packaging.')).toBeInTheDocument();
    const pending = await rowOf('Pending Person');
    expect(within(pending).getByText('Pending').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );
  });

  it('filters by stars and by perfume through the server', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/reviews/all', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(reviews);
      }),
    );
    await openReviews();
    await rowOf('Hina Baloch');
    const user = userEvent.setup();
    const stars = screen.getByRole('combobox', { name: 'Stars' });
    await waitFor(() => expect(stars).toBeEnabled());
    await user.selectOptions(stars, '4 / 5');
    await waitFor(() => expect(asked.at(-1)).toBe('?stars=4'));
    const perfume = screen.getByRole('combobox', { name: 'Perfume' });
    const option = within(perfume).getAllByRole('option')[1]!;
    await user.selectOptions(perfume, option);
    await waitFor(() =>
      expect(asked.at(-1)).toBe(`?perfumeId=${option.getAttribute('value')}&stars=4`),
    );
  });

  it('sends the inverse of the current approval and shows the server message', async () => {
    const lists = countLists('*/api/reviews/all', reviews);
    const sent = recordChanges<{ isApproved: boolean }>(
      'patch',
      '*/api/reviews/:id/approve',
      (id, body) => ({
        message: body.isApproved ? 'Review approved' : 'Review hidden',
        review: { ...allReviewsFixture.find((r) => r._id === id)!, ...body },
      }),
    );
    const user = userEvent.setup();
    await openReviews('admin');
    const pending = await rowOf('Pending Person');
    expect(within(pending).queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
    await user.click(
      within(pending).getByRole('button', { name: 'Approve review by Pending Person' }),
    );
    await waitFor(() => expect(alertArea()).toHaveTextContent('Review approved'));

    const hina = await rowOf('Hina Baloch');
    expect(within(hina).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    await user.click(within(hina).getByRole('button', { name: 'Hide review by Hina Baloch' }));
    await waitFor(() => expect(alertArea()).toHaveTextContent('Review hidden'));

    expect(sent).toEqual([
      { id: 'review-2', body: { isApproved: true } },
      { id: 'review-1', body: { isApproved: false } },
    ]);
    await waitFor(() => expect(lists.count).toBe(3));
  });

  it("shows the server's message when a toggle fails, else the fallback", async () => {
    refuse('patch', '*/api/reviews/:id/approve', 404, 'Review not found');
    const user = userEvent.setup();
    await openReviews();
    const toggle = async () =>
      user.click(
        within(await rowOf('Pending Person')).getByRole('button', {
          name: 'Approve review by Pending Person',
        }),
      );
    await toggle();
    await waitFor(() => expect(alertArea()).toHaveTextContent('Review not found'));
    server.use(http.patch('*/api/reviews/:id/approve', () => HttpResponse.error()));
    await toggle();
    await waitFor(() => expect(alertArea()).toHaveTextContent('Failed to update review approval'));
  });

  it('offers Delete to superadmins only', async () => {
    await openReviews('admin');
    const hina = await rowOf('Hina Baloch');
    expect(within(hina).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('deletes a review after confirmation, showing the server message', async () => {
    const deleted = recordIds('delete', '*/api/reviews/:id', () => ({
      message: 'Review deleted successfully',
    }));
    const user = userEvent.setup();
    await openReviews('superadmin');
    const remove = async () =>
      user.click(
        within(await rowOf('Omar Farooq')).getByRole('button', {
          name: 'Delete review by Omar Farooq',
        }),
      );
    await remove();
    const dialog = await screen.findByRole('dialog', { name: 'Delete review' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this review?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await remove();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(alertArea()).toHaveTextContent('Review deleted successfully'));
    expect(deleted).toEqual(['review-3']);
  });

  it("shows the server's message when a delete fails, else 'Failed to delete review'", async () => {
    server.use(
      http.delete('*/api/reviews/:id', () =>
        HttpResponse.json({ message: 'Only a superadmin can do this' }, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    await openReviews('superadmin');
    const remove = async () => {
      await user.click(
        within(await rowOf('Omar Farooq')).getByRole('button', {
          name: 'Delete review by Omar Farooq',
        }),
      );
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
      );
    };
    await remove();
    await waitFor(() => expect(alertArea()).toHaveTextContent('Only a superadmin can do this'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    server.use(http.delete('*/api/reviews/:id', () => new HttpResponse(null, { status: 500 })));
    await remove();
    await waitFor(() => expect(alertArea()).toHaveTextContent('Failed to delete review'));
  });

  it("shows 'No reviews found' for an empty list and 'Failed to fetch reviews' on failure", async () => {
    await expectEmptyThenFailed('*/api/reviews/all', () => openReviews(), {
      empty: 'No reviews found',
      failed: 'Failed to fetch reviews',
    });
  });
});
