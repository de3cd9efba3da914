import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { server } from '../../mocks/node';

/** The alert area of the admin frame (the first live region on the page). */
export const alertArea = () => document.querySelector('[aria-live="polite"]') as HTMLElement;

/**
 * A back-office list's two states without rows: `empty` for an empty answer from GET `url`, and
 * `failed` in the alert area when the list cannot load. `open` renders the page.
 */
export async function expectEmptyThenFailed(
  url: string,
  open: () => Promise<{ unmount: () => void }>,
  texts: { empty: string; failed: string },
) {
  server.use(http.get(url, () => HttpResponse.json([])));
  const view = await open();
  expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  view.unmount();

  server.use(http.get(url, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
  await open();
  await waitFor(() => expect(alertArea()).toHaveTextContent(texts.failed));
}
