import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * A Pakistani mobile number in its one stored form, +923001234567, from any way people write it:
 * spaces, dashes, brackets, and the 0, 92, +92 or 0092 prefixes ('0300 1234567',
 * '+92 300 1234567', '0092-300-1234567', '(0300) 123-4567'). null for a landline, a wrong length
 * or another country's number. libphonenumber-js with its mobile-only metadata decides.
 */
export function canonicalMobile(raw: string): string | null {
  const text = raw.trim();
  if (!text || text.length > 30 || /[^\d\s()+.-]/.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, 'PK');
  if (!phone || phone.countryCallingCode !== '92' || !phone.isValid()) return null;
  return phone.number;
}

/**
 * A Pakistani landline (the shop's own contact phone may be one): an area code and a subscriber
 * number, 9 to 11 digits from the 0 of the area code ('021-35123456', '042 3576 1234',
 * '+92 51 2345678', a UAN '021-111-123-456'). Mobile numbers (03…) are `canonicalMobile`'s.
 */
export function isPakistaniLandline(raw: string): boolean {
  const text = raw.trim();
  if (!text || text.length > 30 || /[^\d\s()+.-]/.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  const national = /^(?:0092|92)/.test(digits) ? `0${digits.replace(/^(?:0092|92)/, '')}` : digits;
  if (text.startsWith('+') && !/^\+\s*92/.test(text)) return false;
  return /^0[124-9]\d{7,9}$/.test(national);
}
