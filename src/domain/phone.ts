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
