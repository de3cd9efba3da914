import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

// Phones, their one home: reading what people type (any spelling, Urdu digits), the stored form,
// how people and spreadsheets are shown a number, the WhatsApp form, search and limit keys, and
// the mask a stranger sees. The checkout, the back office, the server and the e-mails all ask here.

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

/**
 * A Pakistani number in its national form, digits only ('03001234567', '02134567890') for
 * '+923001234567', '923001234567', '00923001234567' or '3001234567'; null if it is none.
 */
function nationalDigits(phone: string): string | null {
  const digits = westernDigits(phone).replace(/\D/g, '');
  if (/^0092\d{10}$/.test(digits)) return `0${digits.slice(4)}`;
  if (/^92\d{10}$/.test(digits)) return `0${digits.slice(2)}`;
  if (/^3\d{9}$/.test(digits)) return `0${digits}`;
  return /^0\d{10}$/.test(digits) ? digits : null;
}

/**
 * A Pakistani mobile number as people write it: '0300-1234567' for '+923001234567',
 * '923001234567', '0092 300 1234567' or '03001234567'; anything else as it was given.
 */
export function nationalPhone(phone: string): string {
  const national = nationalDigits(phone);
  return national && /^03\d{9}$/.test(national)
    ? `${national.slice(0, 4)}-${national.slice(4)}`
    : phone;
}

/**
 * A phone as text that no spreadsheet reads as a number (which drops its 0 or +, or shows
 * 9.22135E+11): a mobile as '0300-1234567'; another Pakistani number kept as bare digits (an older
 * order's landline, '+922134567890') in national form with a space after its area code's first
 * digits ('021 34567890'). Anything else as it was given.
 */
export function textPhone(phone: string): string {
  const shown = nationalPhone(phone);
  if (!/^\+?\d+$/.test(shown.trim())) return shown;
  const national = nationalDigits(shown) ?? (/^0\d+$/.test(shown.trim()) ? shown.trim() : null);
  return national ? `${national.slice(0, 3)} ${national.slice(3)}` : shown;
}

/**
 * A Pakistani mobile number in the digits wa.me wants (923001234567) from any spelling the
 * checkout accepts; null when it is not one.
 */
export function whatsappDigits(phone: string): string | null {
  return canonicalMobile(phone)?.slice(1) ?? null;
}

/** The same number for people: +92 300 1234567. */
export function internationalPhone(phone: string): string {
  const digits = whatsappDigits(phone);
  return digits ? `+92 ${digits.slice(2, 5)} ${digits.slice(5)}` : phone;
}

/**
 * The subscriber a Pakistani phone number reaches, for per-customer limits: its canonical form
 * (0300-1234567, +92 300 1234567, ۰۳۰۰۱۲۳۴۵۶۷ are one). Checkout refuses
 * anything else before a limit is counted; such text keys as its digits.
 */
export function phoneKey(phone: string): string {
  return canonicalMobile(phone) ?? (westernDigits(phone).replace(/\D/g, '') || phone.trim());
}

/** "0300-1234567" -> "0300-*****67": enough to recognise, not enough to call. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '*'.repeat(phone.length);
  // Keep the first four and last two characters and any dash, so the shape stays familiar.
  return [...phone].map((c, i) => (i < 4 || i >= phone.length - 2 || c === '-' ? c : '*')).join('');
}
