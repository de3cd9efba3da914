import { PROVINCES } from '../../domain/checkout';

// The shop and its customers are in Pakistan: dates and times are shown in Pakistan time.
const dateTime = new Intl.DateTimeFormat('en-PK', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Karachi',
});

/** "2025-01-15T09:30:00Z" -> "15-Jan-2025, 2:30 pm" (Pakistan time); unreadable dates as given. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const PAYMENT_LABELS: Record<string, string> = { COD: 'Cash on Delivery', Card: 'Card' };

export const paymentLabel = (method: string) => PAYMENT_LABELS[method] ?? method;

/** The province as the checkout form labels it: "KPK" -> "KPK (Khyber Pakhtunkhwa)". */
export const provinceLabel = (value: string) =>
  PROVINCES.find((p) => p.value === value)?.label ?? value;
