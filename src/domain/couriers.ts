import { westernDigits } from './phone';

/**
 * The couriers a shipped order may go with, and each one's public tracking page where it has one
 * that opens from a link carrying the tracking number. One list for the admin form, the server's
 * validation, the e-mails and /track-order.
 */
export const COURIERS = [
  'TCS',
  'Leopards',
  'M&P',
  'PostEx',
  'Trax',
  'BlueEx',
  'Call Courier',
  'Pakistan Post',
  'Other',
] as const;
export type Courier = (typeof COURIERS)[number];

/**
 * A tracking number as it is stored and checked, from what was typed or copied off the slip:
 * spaces dropped ('7793 4561 2233' -> '779345612233'), Urdu and Arabic-Indic digits read as 0-9.
 */
export function trackingNumberOf(typed: string): string {
  return westernDigits(typed).replace(/\s+/g, '');
}

/** Tracking numbers as couriers print them: letters, digits, dashes; 4 to 40 characters. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,38}[A-Za-z0-9]$/;

/** What the admin form and the server say about a shipment that cannot be recorded. */
export const shipmentMessages = {
  courierRequired: 'Choose the courier the order was handed to.',
  trackingNumberRequired: 'Enter the tracking number the courier gave you.',
  trackingNumberInvalid:
    'Enter the tracking number as the courier printed it: 4-40 letters, digits or dashes.',
} as const;

const TRACKING_PAGES: Partial<Record<Courier, (number: string) => string>> = {
  TCS: (n) => `https://www.tcsexpress.com/track/${n}`,
  Leopards: (n) => `https://www.leopardscourier.com/tracking?cn=${n}`,
  'M&P': (n) => `https://www.mulphilog.com/tracking/${n}`,
  PostEx: (n) => `https://postex.pk/tracking?cn=${n}`,
  Trax: (n) => `https://trax.pk/tracking/?tracking_number=${n}`,
  BlueEx: (n) => `https://www.blue-ex.com/tracking?trackno=${n}`,
  'Pakistan Post': (n) => `https://ep.gov.pk/emtts/EPTrack_Live.aspx?ArticleIDz=${n}`,
};

export function isCourier(value: unknown): value is Courier {
  return typeof value === 'string' && (COURIERS as readonly string[]).includes(value);
}

/** The courier's public tracking page for a parcel, or null where it has none we can link to. */
export function courierTrackingUrl(courier: string | null, trackingNumber: string | null) {
  if (!courier || !trackingNumber || !isCourier(courier)) return null;
  const page = TRACKING_PAGES[courier];
  return page ? page(encodeURIComponent(trackingNumber)) : null;
}
