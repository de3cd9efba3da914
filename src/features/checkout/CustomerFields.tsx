import { memo, useMemo } from 'react';
import { t } from '@lingui/core/macro';
import type { FormikProps } from 'formik';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { fieldProps } from '../../components/formField';
import { CHECKOUT_LIMITS, PROVINCES } from '@shop/domain/checkout';
import type { CheckoutValues } from './checkoutSchema';
import { checkoutRuleText, provinceText } from './checkoutMessages';

// Every prop below is a primitive, a stable formik handler or a constant, so a keystroke
// re-renders only the field typed in.
const Field = memo(TextField);

const limit = (maxLength: number, inputMode?: 'numeric', dir?: 'ltr') => ({
  htmlInput: { maxLength, inputMode, dir },
});
// An e-mail address, a phone number and a postal code read left to right on an Urdu page too.
const slots = {
  customerName: limit(CHECKOUT_LIMITS.customerName),
  customerEmail: limit(CHECKOUT_LIMITS.customerEmail, undefined, 'ltr'),
  customerPhone: limit(20, undefined, 'ltr'),
  customerCity: limit(CHECKOUT_LIMITS.customerCity),
  customerAddress: limit(CHECKOUT_LIMITS.customerAddress),
  postalcode: limit(5, 'numeric', 'ltr'),
};

/** Name, e-mail, phone, province, city, address and postal code (docs/product.md §5), in that order. */
export function CustomerFields({ formik }: { formik: FormikProps<CheckoutValues> }) {
  // The page keeps its language for its life: the options are made once.
  const provinceOptions = useMemo(
    () =>
      PROVINCES.map((province) => (
        <MenuItem key={province.value} value={province.value}>
          {provinceText(province.value)}
        </MenuItem>
      )),
    [],
  );
  const field = (name: keyof CheckoutValues) => {
    const props = fieldProps(formik, name);
    return { ...props, helperText: checkoutRuleText(props.helperText) };
  };
  const required = (name: keyof CheckoutValues) => ({
    ...field(name),
    fullWidth: true,
    required: true,
    disabled: formik.isSubmitting,
  });
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Field
          {...required('customerName')}
          label={t`Full Name`}
          autoComplete="name"
          slotProps={slots.customerName}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Field
          {...required('customerEmail')}
          label={t`Email`}
          type="email"
          autoComplete="email"
          slotProps={slots.customerEmail}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Field
          {...required('customerPhone')}
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          placeholder="0300-1234567"
          slotProps={slots.customerPhone}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Field {...required('customerProvince')} select label={t`Province`}>
          {provinceOptions}
        </Field>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Field
          {...required('customerCity')}
          label={t`City`}
          autoComplete="address-level2"
          slotProps={slots.customerCity}
        />
      </Grid>
      <Grid size={12}>
        <Field
          {...required('customerAddress')}
          label={t`Address`}
          autoComplete="street-address"
          multiline
          minRows={2}
          slotProps={slots.customerAddress}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Field
          {...required('postalcode')}
          label={t`Postal Code`}
          autoComplete="postal-code"
          slotProps={slots.postalcode}
        />
      </Grid>
    </Grid>
  );
}
