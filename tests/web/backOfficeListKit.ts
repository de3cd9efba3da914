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

/** Answers GET `url` with `rows`, counting the lists the page asks for (its first, then refreshes). */
export function countLists(url: string, rows: unknown) {
  const lists = { count: 0 };
  server.use(
    http.get(url, () => {
      lists.count += 1;
      return HttpResponse.json(rows as object);
    }),
  );
  return lists;
}

/** Answers `method` requests to `url` (with an :id) with `answer(id)`, keeping each id asked for. */
export function recordIds(method: 'patch' | 'delete', url: string, answer: (id: string) => object) {
  const ids: string[] = [];
  server.use(
    http[method](url, ({ params }) => {
      ids.push(String(params.id));
      return HttpResponse.json(answer(String(params.id)));
    }),
  );
  return ids;
}

/** As recordIds, for requests with a JSON body: keeps each id with its body. */
export function recordChanges<Body>(
  method: 'patch' | 'put',
  url: string,
  answer: (id: string, body: Body) => object,
) {
  const sent: { id: string; body: Body }[] = [];
  server.use(
    http[method](url, async ({ params, request }) => {
      const body = (await request.json()) as Body;
      sent.push({ id: String(params.id), body });
      return HttpResponse.json(answer(String(params.id), body));
    }),
  );
  return sent;
}
