import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/** Urdu (Extended Arabic-Indic, ۰-۹) and Arabic-Indic (٠-٩) digits, as phone keyboards type them. */
const EASTERN_DIGITS = /[\u06F0-\u06F9\u0660-\u0669]/g;

/** The text with Urdu and Arabic-Indic digits written as 0-9 ('۰۳۰۰' -> '0300'). */
export function westernDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * A Pakistani mobile number in its one stored form, +923001234567, from any way people write it:
 * spaces, dashes, brackets, the 0, 92, +92 or 0092 prefixes ('0300 1234567', '+92 300 1234567',
 * '0092-300-1234567', '(0300) 123-4567'), and Urdu or Arabic-Indic digits ('۰۳۰۰۱۲۳۴۵۶۷'). null
 * for a landline, a wrong length or another country's number. libphonenumber-js with its
 * mobile-only metadata decides.
 */
export function canonicalMobile(raw: string): string | null {
  const text = westernDigits(raw).trim();
  if (!text || text.length > 30 || /[^\d\s()+.-]/.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, 'PK');
  if (!phone || phone.countryCallingCode !== '92' || !phone.isValid()) return null;
  return phone.number;
}

/**
 * The digits of the stored form (923001234567) that a search for (part of) a Pakistani number
 * should find, however it is written: '+92 300 1234567', '0092 300', '0300-123', '۰۳۰۰ ۱۲۳'.
 * null when the query is not a number (a name, an e-mail, an order number).
 */
export function phoneSearchDigits(query: string): string | null {
  const text = westernDigits(query)
    .trim()
    .replace(/[\s().-]/g, '');
  if (!/^\+?\d{3,}$/.test(text)) return null;
  const whole = canonicalMobile(text);
  if (whole) return whole.slice(1);
  const digits = text.replace('+', '');
  if (digits.startsWith('0092')) return digits.slice(2);
  if (/^0[1-9]/.test(digits)) return `92${digits.slice(1)}`;
  return digits;
}

/**
 * A Pakistani landline (the shop's own contact phone may be one): an area code and a subscriber
 * number, 9 to 11 digits from the 0 of the area code ('021-35123456', '042 3576 1234',
 * '+92 51 2345678', a UAN '021-111-123-456'). Mobile numbers (03…) are `canonicalMobile`'s.
 */
export function isPakistaniLandline(raw: string): boolean {
  const text = westernDigits(raw).trim();
  if (!text || text.length > 30 || /[^\d\s()+.-]/.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  const national = /^(?:0092|92)/.test(digits) ? `0${digits.replace(/^(?:0092|92)/, '')}` : digits;
  if (text.startsWith('+') && !/^\+\s*92/.test(text)) return false;
  return /^0[124-9]\d{7,9}$/.test(national);
}
