import type { FieldProblem } from './accounts';
import {
  CHECKOUT_EMAIL_PATTERN,
  CHECKOUT_LIMITS,
  POSTAL_CODE_PATTERN,
  PROVINCES,
  checkoutMessages,
  type CustomerFields,
} from './checkout';
import { canonicalMobile } from './phone';

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
      : !canonicalMobile(f.customerPhone)
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
