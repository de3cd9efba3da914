import { useState } from 'react';
import { useFormik } from 'formik';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { serverFieldErrors, serverMessage } from '../../components/errorMessage';
import { FormDialog } from '../../components/FormDialog';
import { fieldProps } from '../../components/formField';
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

interface Props {
  /** The code being edited; none: a new one. */
  editing: { id: string; values: DiscountValues } | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const numeric = { htmlInput: { inputMode: 'numeric' as const } };
const time = { inputLabel: { shrink: true } };

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
      onSubmit={(event) => {
        setFailure(null);
        formik.handleSubmit(event);
      }}
    >
      <Grid container columnSpacing={2}>
        <Grid size={12}>
          <TextField
            {...fieldProps(formik, 'code')}
            label="Code"
            required
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'characters' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...fieldProps(formik, 'kind')} select label="Type" fullWidth margin="normal">
            <MenuItem value="percent">Percentage</MenuItem>
            <MenuItem value="fixed">Fixed amount (Rs.)</MenuItem>
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps(formik, 'value')}
            label={percent ? 'Percent off' : 'Rs. off'}
            required
            fullWidth
            margin="normal"
            slotProps={numeric}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            {...fieldProps(formik, 'minOrder')}
            label="Minimum order (Rs.)"
            fullWidth
            margin="normal"
            slotProps={numeric}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps(formik, 'startsAt')}
            type="datetime-local"
            label="Starts (Pakistan time)"
            fullWidth
            margin="normal"
            slotProps={time}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps(formik, 'endsAt')}
            type="datetime-local"
            label="Ends (Pakistan time)"
            fullWidth
            margin="normal"
            slotProps={time}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps(formik, 'maxUses')}
            label="Total uses"
            placeholder="No limit"
            fullWidth
            margin="normal"
            slotProps={numeric}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps(formik, 'maxUsesPerPhone')}
            label="Uses per phone number"
            placeholder="No limit"
            fullWidth
            margin="normal"
            slotProps={numeric}
          />
        </Grid>
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
