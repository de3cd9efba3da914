import { within } from '@testing-library/react';
import { customerConfirmationText } from '@shop/domain/whatsapp';

/** What the customer's order pages (/order/{id}, /track-order) show, read back. */
/** The value shown for a term of a description list. */
export const detail = (container: HTMLElement, term: string) =>
  within(container).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

export const tableRows = (table: HTMLElement) =>
  [...table.querySelectorAll('tr')].map((r) =>
    [...r.querySelectorAll('td, th')].map((c) => c.textContent),
  );

/** The items table of the order fixture, as the order page and the tracking page both show it. */
export const ITEMS_TABLE = [
  ['Product', 'Size', 'Quantity', 'Price', 'Line total'],
  ['Rose of Lahore', '30ml', '2', 'Rs. 2,799', 'Rs. 5,598'],
  ['Royal Oud', '50ml', '1', 'Rs. 12,500', 'Rs. 12,500'],
  ['Total', 'Rs. 18,098'],
];

/** The chat the Confirm on WhatsApp link opens for the fixture's order, in the configured shop. */
export const CONFIRM_CHAT = `https://wa.me/923217654321?text=${encodeURIComponent(
  customerConfirmationText('ORD-20250115-AB12C'),
)}`;
