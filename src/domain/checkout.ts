import type { FieldProblem } from './accounts';

/** Provinces as the checkout form lists them (docs/product.md §5): the value stored and the label shown. */
export const PROVINCES = [
  { value: 'Punjab', label: 'Punjab' },
  { value: 'Sindh', label: 'Sindh' },
  { value: 'KPK', label: 'KPK (Khyber Pakhtunkhwa)' },
  { value: 'Balochistan', label: 'Balochistan' },
  { value: 'Gilgit', label: 'Gilgit (Gilgit-Baltistan)' },
  { value: 'Azad Kashmir', label: 'Azad Kashmir' },
  // Not a province, but where a shopper in Islamabad lives: no wrong choice forced on them.
  { value: 'Islamabad', label: 'Islamabad Capital Territory' },
] as const;

export const PAYMENT_METHODS = ['COD', 'Card'] as const;

/** 03, two digits, optional dash, seven digits; or +92 and ten digits. */
export const PHONE_PATTERN = /^(03\d{2}-?\d{7}|\+92\d{10})$/;
export const POSTAL_CODE_PATTERN = /^\d{5}$/;
export const CHECKOUT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CHECKOUT_LIMITS = {
  customerName: 100,
  customerEmail: 254,
  customerCity: 100,
  customerAddress: 500,
  maxLines: 50,
  maxQuantity: 100,
} as const;

export const checkoutMessages = {
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter valid Pakistani phone (e.g. 0300-1234567 or +923001234567)',
  provinceRequired: 'Please select a province',
  cityRequired: 'City is required',
  addressRequired: 'Address is required',
  postalRequired: 'Postal code is required',
  postalInvalid: 'Enter a valid 5-digit postal code',
  cardUnavailable: 'Card payments are coming soon; please choose cash on delivery.',
} as const;

export interface CustomerFields {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerProvince: string;
  customerCity: string;
  customerAddress: string;
  postalcode: string;
}

function tooLong(value: string, max: number, param: string): FieldProblem | null {
  return value.length > max ? { param, msg: `At most ${max} characters` } : null;
}

/** The customer form's problems, at most one per field, in the form's order (docs/product.md §5). */
export function customerProblems(fields: CustomerFields): FieldProblem[] {
  const f = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, String(v ?? '').trim()]),
  ) as unknown as CustomerFields;
  const problems: (FieldProblem | null)[] = [
    !f.customerName
      ? { param: 'customerName', msg: checkoutMessages.nameRequired }
      : tooLong(f.customerName, CHECKOUT_LIMITS.customerName, 'customerName'),
    !f.customerEmail
      ? { param: 'customerEmail', msg: checkoutMessages.emailRequired }
      : !CHECKOUT_EMAIL_PATTERN.test(f.customerEmail) ||
          f.customerEmail.length > CHECKOUT_LIMITS.customerEmail
        ? { param: 'customerEmail', msg: checkoutMessages.emailInvalid }
        : null,
    !f.customerPhone
      ? { param: 'customerPhone', msg: checkoutMessages.phoneRequired }
      : !PHONE_PATTERN.test(f.customerPhone)
        ? { param: 'customerPhone', msg: checkoutMessages.phoneInvalid }
        : null,
    !PROVINCES.some((p) => p.value === f.customerProvince)
      ? { param: 'customerProvince', msg: checkoutMessages.provinceRequired }
      : null,
    !f.customerCity
      ? { param: 'customerCity', msg: checkoutMessages.cityRequired }
      : tooLong(f.customerCity, CHECKOUT_LIMITS.customerCity, 'customerCity'),
    !f.customerAddress
      ? { param: 'customerAddress', msg: checkoutMessages.addressRequired }
      : tooLong(f.customerAddress, CHECKOUT_LIMITS.customerAddress, 'customerAddress'),
    !f.postalcode
      ? { param: 'postalcode', msg: checkoutMessages.postalRequired }
      : !POSTAL_CODE_PATTERN.test(f.postalcode)
        ? { param: 'postalcode', msg: checkoutMessages.postalInvalid }
        : null,
  ];
  return problems.filter((p): p is FieldProblem => p !== null);
}

/** Order total: the sum of price times quantity, in whole paisa to avoid float drift. */
export function orderTotal(lines: { price: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0) / 100;
}

/** The province as the checkout form labels it: "KPK" -> "KPK (Khyber Pakhtunkhwa)". */
export const provinceLabel = (value: string) =>
  PROVINCES.find((province) => province.value === value)?.label ?? value;

/**
 * A Pakistani mobile number as people write it: '0300-1234567' for '+923001234567',
 * '923001234567' or '03001234567'; anything else as it was given.
 */
export function nationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('92') ? `0${digits.slice(2)}` : digits;
  return /^03\d{9}$/.test(national) ? `${national.slice(0, 4)}-${national.slice(4)}` : phone;
}
