import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from '@shop/domain/orderStatus';

/** The orders list's status filter and search box. */
export function OrderFilters({
  status,
  onStatusChange,
  search,
  onSearchChange,
}: {
  status: OrderStatus | '';
  onStatusChange: (status: OrderStatus | '') => void;
  search: string;
  onSearchChange: (search: string) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        id="order-status-filter"
        select
        label="Status"
        value={status}
        onChange={(event) => {
          const value = event.target.value;
          onStatusChange(isOrderStatus(value) ? value : '');
        }}
        size="small"
        sx={{ minWidth: 200 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">All statuses</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </TextField>
      <TextField
        id="order-search"
        type="search"
        label="Search orders"
        placeholder="Order number, customer name, e-mail or phone"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        size="small"
        sx={{ flexGrow: 1, maxWidth: { sm: 480 } }}
        slotProps={{ htmlInput: { maxLength: 100 }, inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
