import { memo } from 'react';
import type { FormikProps } from 'formik';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { fieldProps } from '../../components/formField';
import { CHECKOUT_LIMITS, PROVINCES } from '@shop/domain/checkout';
import type { CheckoutValues } from './checkoutSchema';

// Every prop below is a primitive, a stable formik handler or a constant, so a keystroke
// re-renders only the field typed in.
const Field = memo(TextField);

const limit = (maxLength: number, inputMode?: 'numeric') => ({
  htmlInput: { maxLength, inputMode },
});
const slots = {
  customerName: limit(CHECKOUT_LIMITS.customerName),
  customerEmail: limit(CHECKOUT_LIMITS.customerEmail),
  customerPhone: limit(20),
  customerCity: limit(CHECKOUT_LIMITS.customerCity),
  customerAddress: limit(CHECKOUT_LIMITS.customerAddress),
  postalcode: limit(5, 'numeric'),
};

const provinceOptions = PROVINCES.map((province) => (
  <MenuItem key={province.value} value={province.value}>
    {province.label}
  </MenuItem>
));

/** Name, e-mail, phone, province, city, address and postal code (docs/product.md §5), in that order. */
export function CustomerFields({ formik }: { formik: FormikProps<CheckoutValues> }) {
  const field = (name: keyof CheckoutValues) => ({
    ...fieldProps(formik, name),
    fullWidth: true,
    required: true,
    disabled: formik.isSubmitting,
  });
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Field
          {...field('customerName')}
          label="Full Name"
          autoComplete="name"
          slotProps={slots.customerName}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Field
          {...field('customerEmail')}
          label="Email"
          type="email"
          autoComplete="email"
          slotProps={slots.customerEmail}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Field
          {...field('customerPhone')}
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="0300-1234567"
          slotProps={slots.customerPhone}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Field {...field('customerProvince')} select label="Province">
          {provinceOptions}
        </Field>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Field
          {...field('customerCity')}
          label="City"
          autoComplete="address-level2"
          slotProps={slots.customerCity}
        />
      </Grid>
      <Grid size={12}>
        <Field
          {...field('customerAddress')}
          label="Address"
          autoComplete="street-address"
          multiline
          minRows={2}
          slotProps={slots.customerAddress}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Field
          {...field('postalcode')}
          label="Postal Code"
          autoComplete="postal-code"
          slotProps={slots.postalcode}
        />
      </Grid>
    </Grid>
  );
}
