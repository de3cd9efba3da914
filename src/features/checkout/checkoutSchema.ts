import * as yup from 'yup';
import {
  CHECKOUT_EMAIL_PATTERN,
  CHECKOUT_LIMITS,
  POSTAL_CODE_PATTERN,
  PROVINCES,
  checkoutMessages as m,
} from '@shop/domain/checkout';
import { canonicalMobile } from '@shop/domain/phone';

const tooLong = (max: number) => `At most ${max} characters`;

/** The checkout form (docs/product.md §5), field names as the order payload and the server's errors use. */
export const checkoutSchema = yup.object({
  customerName: yup
    .string()
    .trim()
    .required(m.nameRequired)
    .max(CHECKOUT_LIMITS.customerName, tooLong(CHECKOUT_LIMITS.customerName)),
  customerEmail: yup
    .string()
    .trim()
    .required(m.emailRequired)
    .matches(CHECKOUT_EMAIL_PATTERN, m.emailInvalid)
    .max(CHECKOUT_LIMITS.customerEmail, m.emailInvalid),
  customerPhone: yup
    .string()
    .trim()
    .required(m.phoneRequired)
    .test('pakistani-mobile', m.phoneInvalid, (value) => !value || canonicalMobile(value) !== null),
  customerProvince: yup
    .string()
    .required(m.provinceRequired)
    .oneOf(
      PROVINCES.map((p): string => p.value),
      m.provinceRequired,
    ),
  customerCity: yup
    .string()
    .trim()
    .required(m.cityRequired)
    .max(CHECKOUT_LIMITS.customerCity, tooLong(CHECKOUT_LIMITS.customerCity)),
  customerAddress: yup
    .string()
    .trim()
    .required(m.addressRequired)
    .max(CHECKOUT_LIMITS.customerAddress, tooLong(CHECKOUT_LIMITS.customerAddress)),
  postalcode: yup
    .string()
    .trim()
    .required(m.postalRequired)
    .matches(POSTAL_CODE_PATTERN, m.postalInvalid),
  paymentMethod: yup.string().required(m.cardUnavailable).oneOf(['COD'], m.cardUnavailable),
});

export type CheckoutValues = yup.InferType<typeof checkoutSchema>;

export const emptyCheckout: CheckoutValues = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  customerProvince: '',
  customerCity: '',
  customerAddress: '',
  postalcode: '',
  paymentMethod: 'COD',
};

/** The form's fields in the order docs/product.md §5 checks them (and the page shows them). */
export const checkoutOrder = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'customerProvince',
  'customerCity',
  'customerAddress',
  'postalcode',
  'paymentMethod',
] as const satisfies readonly (keyof CheckoutValues)[];
