import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { expect, vi } from 'vitest';
import { recordBodies } from './recordRequests';
import { renderApp, signIn } from './renderApp';

/** The back office's catalogue screens (categories, perfumes): their lists, forms and files. */

/** Waits that may load a lazy screen (the machine running the tests may be busy). */
export const SLOW = { timeout: 10_000 };

/** jsdom has no object URLs: previews get blob:preview-1, blob:preview-2, ... */
export function stubObjectUrls(urlFor = (n: number) => `blob:preview-${n}`) {
  let made = 0;
  const create = vi.fn((_file: Blob) => urlFor(++made));
  const revoke = vi.fn((_url: string) => {});
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: create,
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: revoke,
  });
  return { create, revoke };
}

/** A tiny PNG-typed file. */
export const imageFile = (name = 'a.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

export const textFile = () => new File(['hello'], 'notes.txt', { type: 'text/plain' });

export { alertArea } from './backOfficeListKit';

/** A titled table section (categories and perfumes pages). */
export const section = (name: string) => screen.getByRole('region', { name });

/** The grid row holding a cell with this text, inside a container. */
export async function gridRow(container: HTMLElement, text: string) {
  const cell = await within(container).findByRole('gridcell', { name: text });
  return cell.closest('[role="row"]') as HTMLElement;
}

/**
 * Answers `method` requests to `url` with `answer()` (a 500 unless given), keeping every form sent:
 * the last is the one a test checks, and none means the form refused before sending.
 */
export const recordForms = (
  method: 'post' | 'put',
  url: string,
  answer: () => Response = () => HttpResponse.json({}, { status: 500 }),
) => recordBodies(method, url, answer, (request) => request.formData());

/** The texts of a grid row's cells. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

/**
 * Signs in, a superadmin or the clerk (an admin), and opens a catalogue list once its heading
 * shows.
 */
export async function openCatalogueList(
  path: string,
  heading: string,
  role: 'admin' | 'superadmin' = 'superadmin',
) {
  signIn(role, role === 'admin' ? 'Clerk One' : 'Sara Admin');
  const view = renderApp(path);
  await screen.findByRole('heading', { name: heading }, SLOW);
  return view;
}

/** The edit page of a record that is not there: it says so, with a link back to the list. */
export async function expectNotFound(path: string, heading: string, back: string, list: string) {
  signIn();
  renderApp(path);
  expect(await screen.findByRole('heading', { name: heading }, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', list);
}

/** A saved form goes back to its list (`path`), which shows the server's message. */
export async function expectBackOnList(
  router: { state: { location: { pathname: string } } },
  path: string,
  message: string,
) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path), SLOW);
  expect(await screen.findByText(message, {}, SLOW)).toBeInTheDocument();
}
