// The shop is in Pakistan: every date is shown in Pakistan time.
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Karachi' });
const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Karachi',
});

function format(formatter: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : formatter.format(date);
}

/** "15 Jan 2025" (Pakistan time) for an ISO timestamp. */
export const formatDay = (iso: string) => format(day, iso);

/** "15 Jan 2025, 14:30" (Pakistan time) for an ISO timestamp. */
export const formatDayAndTime = (iso: string) => format(dayAndTime, iso);
