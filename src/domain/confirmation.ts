/**
 * How staff confirmed a cash-on-delivery order with the customer before moving it to Confirmed
 * (docs/server-rules.md §5). One list for the admin form, the server's validation and the
 * order's history.
 */
export const CONFIRMATION_METHODS = ['WhatsApp', 'Call', 'Other'] as const;
export type ConfirmationMethod = (typeof CONFIRMATION_METHODS)[number];

/** The choice as the form offers it and the order's history keeps it. */
export const CONFIRMATION_LABELS: Record<ConfirmationMethod, string> = {
  WhatsApp: 'Confirmed on WhatsApp',
  Call: 'Confirmed by phone call',
  Other: 'Confirmed another way',
};

export const confirmationMessages = {
  required: 'Say how the order was confirmed: WhatsApp, call or other.',
  onlyWithConfirmed: 'How an order was confirmed is recorded only when it becomes Confirmed.',
} as const;

export function isConfirmationMethod(value: unknown): value is ConfirmationMethod {
  return typeof value === 'string' && (CONFIRMATION_METHODS as readonly string[]).includes(value);
}
