import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { vi } from 'vitest';
import { recordBodies } from './recordRequests';

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
