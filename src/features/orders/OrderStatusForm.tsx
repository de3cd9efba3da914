import { useMemo } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAdminAlert } from '../../components/adminAlertContext';
import { serverFieldErrors, serverMessage } from '../../components/errorMessage';
import { fieldProps } from '../../components/formField';
import { useInvalidFieldFocus } from '../../components/useInvalidFieldFocus';
import {
  isOrderStatus,
  isTerminal,
  NEXT_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
} from '@shop/domain/orderStatus';
import { useUpdateOrderStatusMutation } from '../../store/api/backOffice';
import { ConfirmationChoice } from './ConfirmationChoice';
import { ShipmentFields } from './ShipmentFields';
import {
  orderStatusFieldOrder,
  orderStatusSchema,
  statusChangeBody,
  type OrderStatusValues,
} from './orderStatusSchema';
import { SectionCard } from '../../components/SectionCard';

function hintFor(status: OrderStatus): string {
  if (isTerminal(status)) return `This order is ${status}; its status can no longer change.`;
  return `Next step: ${NEXT_STATUSES[status].join(' or ')}.`;
}

/**
 * The status select (all six statuses) and Update. Confirmed asks how the order was confirmed
 * (WhatsApp, phone call or other; required, kept in the history); Shipped asks for the courier and the tracking number. The
 * server refuses moves that are not legal next steps; for a Delivered, Cancelled or Returned
 * order the form is disabled.
 */
export function OrderStatusForm({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const [update] = useUpdateOrderStatusMutation();
  const showAlert = useAdminAlert();
  const terminal = isTerminal(status);
  const validationSchema = useMemo(() => orderStatusSchema(status), [status]);

  const formik = useFormik<OrderStatusValues>({
    initialValues: { status, confirmedBy: '', courier: '', trackingNumber: '' },
    validationSchema,
    onSubmit: async (values, helpers) => {
      try {
        const result = await update({ id: orderId, body: statusChangeBody(values) }).unwrap();
        showAlert({ severity: 'success', message: result.message || 'Order status updated' });
      } catch (error) {
        const fields = serverFieldErrors(error);
        const known = orderStatusFieldOrder.filter((name) => fields[name]);
        if (known.length > 0) {
          await helpers.setTouched(Object.fromEntries(known.map((n) => [n, true])), false);
          helpers.setErrors(Object.fromEntries(known.map((n) => [n, fields[n]])));
        }
        showAlert({ severity: 'error', message: serverMessage(error, 'Failed to update order') });
      }
    },
  });

  // After a refused submit (here or by the server), take the keyboard to the first field to fix.
  useInvalidFieldFocus(formik, orderStatusFieldOrder);
  const { submitCount, isSubmitting, errors, values } = formik;

  const refused =
    submitCount > 0 && !isSubmitting && orderStatusFieldOrder.some((name) => errors[name]);

  return (
    <SectionCard titleId="order-status" title="Update Status">
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-busy={isSubmitting}>
        {refused && (
          <Alert severity="error" sx={{ mb: 2 }}>
            Please correct the highlighted fields.
          </Alert>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            id="order-status-select"
            select
            label="Status"
            value={values.status}
            onChange={(event) => {
              if (isOrderStatus(event.target.value))
                void formik.setFieldValue('status', event.target.value);
            }}
            disabled={terminal}
            size="small"
            sx={{ minWidth: 220 }}
            helperText={hintFor(status)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </TextField>
          {values.status === 'Shipped' && status !== 'Shipped' && !terminal && (
            <ShipmentFields
              courier={fieldProps(formik, 'courier')}
              trackingNumber={fieldProps(formik, 'trackingNumber')}
            />
          )}
        </Stack>
        {values.status === 'Confirmed' && status !== 'Confirmed' && (
          <ConfirmationChoice
            value={values.confirmedBy}
            onChange={(method) => void formik.setFieldValue('confirmedBy', method)}
            error={formik.touched.confirmedBy || submitCount > 0 ? errors.confirmedBy : undefined}
          />
        )}
        <Box sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={terminal || isSubmitting}>
            Update
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
