import { screen, within } from '@testing-library/react';

/** What a page shows, read back as text. */

/** The texts of the column headers in a table or grid. */
export const headers = (container: HTMLElement) =>
  within(container)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/** The texts of the items of the list in a container (an alert's errors, an order's history). */
export const itemTexts = (container: HTMLElement) =>
  within(container)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The names on the storefront's perfume cards (the main area's level-2 headings), once shown. */
export async function cardNames() {
  const main = await screen.findByRole('main');
  await within(main).findAllByRole('heading', { level: 2 });
  return within(main)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

/** Where the link of that name leads, in a container (the whole page unless given). */
export const hrefOf = (name: string, container: HTMLElement = document.body) =>
  within(container).getByRole('link', { name }).getAttribute('href');
