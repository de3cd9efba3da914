import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAdminAlert } from '../../components/adminAlertContext';
import { serverMessage } from '../../components/errorMessage';
import {
  isOrderStatus,
  isTerminal,
  NEXT_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../domain/orderStatus';
import { useUpdateOrderStatusMutation } from '../../store/api/enhanced';

function hintFor(status: OrderStatus): string {
  if (isTerminal(status)) return `This order is ${status}; its status can no longer change.`;
  return `Next step: ${NEXT_STATUSES[status].join(' or ')}.`;
}

/**
 * The status select (all six statuses) and Update. The server refuses moves that are not legal
 * next steps; for a Delivered, Cancelled or Returned order the form is disabled.
 */
export function OrderStatusForm({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const [selected, setSelected] = useState<OrderStatus>(status);
  const [update, { isLoading }] = useUpdateOrderStatusMutation();
  const showAlert = useAdminAlert();
  const terminal = isTerminal(status);

  const submit = async () => {
    try {
      const result = await update({ id: orderId, body: { status: selected } }).unwrap();
      showAlert({ severity: 'success', message: result.message || 'Order status updated' });
    } catch (error) {
      showAlert({ severity: 'error', message: serverMessage(error, 'Failed to update order') });
    }
  };

  return (
    <Paper component="section" aria-labelledby="order-status" sx={{ p: 3 }}>
      <Typography id="order-status" variant="h6" component="h2" gutterBottom>
        Update Status
      </Typography>
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          id="order-status-select"
          select
          label="Status"
          value={selected}
          onChange={(event) => {
            if (isOrderStatus(event.target.value)) setSelected(event.target.value);
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
        <Button type="submit" variant="contained" disabled={terminal || isLoading}>
          Update
        </Button>
      </Stack>
    </Paper>
  );
}
