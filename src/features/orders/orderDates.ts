// The shop works in Pakistan time, so every admin sees the same date for an order.
const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Karachi',
});

/** "1 Jun 2025, 14:30" (Pakistan time) for an ISO timestamp. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : dateTime.format(date);
}
