import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './renderApp';

/** The storefront's customer forms (contact, reviews): their fields, filling and sending. */

export type User = ReturnType<typeof userEvent.setup>;

/** A text field of the form, by the start of its label. */
export const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' });

/** Pastes each non-empty value into the field with that label. */
export async function fill(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    if (!value) continue;
    await user.click(field(label));
    await user.paste(value);
  }
}

/** Opens a storefront page once its heading shows, with a user to fill its form. */
export async function openFormPage(path: string, heading: string) {
  const user = userEvent.setup();
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
  return user;
}
