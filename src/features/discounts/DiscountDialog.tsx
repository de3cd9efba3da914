import { useState } from 'react';
import { useFormik } from 'formik';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { serverFieldErrors, serverMessage } from '../../components/errorMessage';
import { FormDialog } from '../../components/FormDialog';
import { FormTextField } from '../../components/FormTextField';
import { useInvalidFieldFocus } from '../../components/useInvalidFieldFocus';
import {
  useCreateDiscountCodeMutation,
  useUpdateDiscountCodeMutation,
} from '../../store/api/backOffice';
import {
  DISCOUNT_FIELDS,
  discountSchema,
  EMPTY_DISCOUNT,
  inputOf,
  type DiscountValues,
} from './discountSchema';
import { submitAfresh } from '../../components/formField';

interface Props {
  /** The code being edited; none: a new one. */
  editing: { id: string; values: DiscountValues } | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const numeric = { htmlInput: { inputMode: 'numeric' as const } };
const time = { inputLabel: { shrink: true } };

/** The fields after Code and Type, in the form's order: numbers, and Pakistan times. */
const amountFields = (percent: boolean) =>
  [
    { name: 'value', label: percent ? 'Percent off' : 'Rs. off', half: true, required: true },
    { name: 'minOrder', label: 'Minimum order (Rs.)', half: false },
    { name: 'startsAt', label: 'Starts (Pakistan time)', half: true, input: 'time' },
    { name: 'endsAt', label: 'Ends (Pakistan time)', half: true, input: 'time' },
    { name: 'maxUses', label: 'Total uses', half: true, placeholder: 'No limit' },
    {
      name: 'maxUsesPerPhone',
      label: 'Uses per phone number',
      half: true,
      placeholder: 'No limit',
    },
  ] satisfies {
    name: keyof DiscountValues;
    label: string;
    half: boolean;
    input?: 'time';
    required?: boolean;
    placeholder?: string;
  }[];

/** Add or edit a discount code (superadmins); the server checks every field again. */
export function DiscountDialog({ editing, onClose, onSaved }: Props) {
  const [create, creating] = useCreateDiscountCodeMutation();
  const [update, updating] = useUpdateDiscountCodeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<DiscountValues>({
    initialValues: editing?.values ?? EMPTY_DISCOUNT,
    validationSchema: discountSchema,
    onSubmit: async (values, helpers) => {
      try {
        const body = inputOf(values);
        const saved = editing
          ? await update({ id: editing.id, body }).unwrap()
          : await create({ body }).unwrap();
        onSaved(`Discount code ${saved.code} saved.`);
      } catch (error) {
        const fields = serverFieldErrors(error);
        helpers.setErrors(fields);
        setFailure(serverMessage(error, 'Failed to save the discount code.'));
      }
    },
  });
  useInvalidFieldFocus(formik, DISCOUNT_FIELDS);
  const percent = formik.values.kind === 'percent';

  return (
    <FormDialog
      width="sm"
      id="discount-dialog"
      open
      title={editing ? 'Edit Discount Code' : 'Add Discount Code'}
      problem={failure ?? undefined}
      submitLabel="Save"
      busy={creating.isLoading || updating.isLoading}
      onClose={onClose}
      onSubmit={submitAfresh(formik, () => setFailure(null))}
    >
      <Grid container columnSpacing={2}>
        <Grid size={12}>
          <FormTextField
            formik={formik}
            name="code"
            label="Code"
            required
            slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'characters' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField formik={formik} name="kind" select label="Type">
            <MenuItem value="percent">Percentage</MenuItem>
            <MenuItem value="fixed">Fixed amount (Rs.)</MenuItem>
          </FormTextField>
        </Grid>
        {amountFields(percent).map(({ name, label, half, input, required, placeholder }) => (
          <Grid key={name} size={half ? { xs: 12, sm: 6 } : 12}>
            <FormTextField
              formik={formik}
              name={name}
              label={label}
              type={input === 'time' ? 'datetime-local' : undefined}
              required={required}
              placeholder={placeholder}
              slotProps={input === 'time' ? time : numeric}
            />
          </Grid>
        ))}
      </Grid>
      <FormControlLabel
        control={
          <Switch
            name="isActive"
            checked={formik.values.isActive}
            onChange={(event) => void formik.setFieldValue('isActive', event.target.checked)}
          />
        }
        label="Active"
      />
    </FormDialog>
  );
}
