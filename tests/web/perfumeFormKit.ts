import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { inactiveCategoriesFixture } from '../../mocks/catalogueFixtures';
import { categoriesFixture } from '../../mocks/fixtures';
import { SLOW } from './catalogueTestKit';
import { renderApp, signIn } from './renderApp';

export const forHer = categoriesFixture[0]!;
export const winterMusk = inactiveCategoriesFixture[0]!;

/** Loads the lazy perfume screens once per file, before the first test's clock starts. */
export async function loadPerfumeScreens() {
  await import('../../src/features/perfumes/AddPerfumePage');
  await import('../../src/features/perfumes/UpdatePerfumePage');
  await import('../../src/features/perfumes/PerfumesPage');
}

export const field = (label: RegExp | string) => screen.getByLabelText(label);
export const categorySelect = () => field(/^Category/);
export const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
export const variantRows = () =>
  within(screen.getByRole('table', { name: 'Variants' }))
    .getAllByRole('row')
    .slice(1);

/** Replaces an input's text in one step (typing key by key re-renders the whole form each time). */
export async function enter(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.paste(text);
}

export async function fillVariant(
  user: UserEvent,
  n: number,
  size: string,
  price: string,
  stock: string,
) {
  for (const [name, value] of [
    ['Size', size],
    ['Price', price],
    ['Stock', stock],
  ] as const) {
    await enter(user, field(`${name}, row ${n}`), value);
  }
}

export async function openAdd() {
  signIn();
  const view = renderApp('/perfumes/add');
  await screen.findByRole('heading', { name: 'Add Perfume' }, SLOW);
  await waitFor(() => expect(optionTexts(categorySelect())).toHaveLength(3));
  return view;
}

export async function openUpdate(id: string, role: 'admin' | 'superadmin' = 'superadmin') {
  signIn(role);
  const view = renderApp(`/perfumes/update/${id}`);
  await screen.findByRole('button', { name: 'Update Product' }, SLOW);
  await waitFor(() => expect(optionTexts(categorySelect()).length).toBeGreaterThan(2));
  return view;
}
