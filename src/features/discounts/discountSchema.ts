import * as yup from 'yup';
import {
  discountCodeProblems,
  type DiscountCodeInput,
  type DiscountKind,
} from '@shop/domain/discount';

/** The form's values as typed: numbers as text, an empty limit or time for none. */
export interface DiscountValues {
  code: string;
  kind: DiscountKind;
  value: string;
  minOrder: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerPhone: string;
  isActive: boolean;
}

export const DISCOUNT_FIELDS = [
  'code',
  'kind',
  'value',
  'minOrder',
  'startsAt',
  'endsAt',
  'maxUses',
  'maxUsesPerPhone',
] as const;

// Formik hands yup an empty field as undefined.
const number = (text = '') => (/^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN);
const optional = (text = '') => (text.trim() === '' ? null : number(text));

/** What the server is sent for the form's values. */
export function inputOf(values: DiscountValues): DiscountCodeInput {
  return {
    code: values.code ?? '',
    kind: values.kind,
    value: number(values.value),
    minOrder: optional(values.minOrder) ?? 0,
    startsAt: values.startsAt || null,
    endsAt: values.endsAt || null,
    maxUses: optional(values.maxUses),
    maxUsesPerPhone: optional(values.maxUsesPerPhone),
    isActive: values.isActive,
  };
}

/** A saved code's values in the form. */
export function valuesOf(code: DiscountCodeInput): DiscountValues {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    code: code.code,
    kind: code.kind,
    value: String(code.value),
    minOrder: String(code.minOrder),
    startsAt: code.startsAt ?? '',
    endsAt: code.endsAt ?? '',
    maxUses: text(code.maxUses),
    maxUsesPerPhone: text(code.maxUsesPerPhone),
    isActive: code.isActive,
  };
}

export const EMPTY_DISCOUNT: DiscountValues = {
  code: '',
  kind: 'percent',
  value: '',
  minOrder: '0',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerPhone: '',
  isActive: true,
};

/** The server's rules (src/domain/discount.ts) as one yup test, each problem on its field. */
export const discountSchema = yup.object().test('discount', (values, context) => {
  const problems = discountCodeProblems(inputOf(values as DiscountValues));
  if (problems.length === 0) return true;
  return new yup.ValidationError(
    problems.map((problem) => context.createError({ path: problem.param, message: problem.msg })),
  );
});
