import type { ChangeEventHandler, FocusEventHandler } from 'react';
import TextField from '@mui/material/TextField';
import { COURIERS } from '@shop/domain/couriers';

/** A text field bound to the status form (see fieldProps in src/components/formField.ts). */
interface BoundField {
  id: string;
  name: string;
  value: string;
  onChange: ChangeEventHandler;
  onBlur: FocusEventHandler;
  error: boolean;
  helperText: string | undefined;
}

/** Who the parcel went with and its tracking number: both needed to mark an order Shipped. */
export function ShipmentFields({
  courier,
  trackingNumber,
}: {
  courier: BoundField;
  trackingNumber: BoundField;
}) {
  return (
    <>
      <TextField
        {...courier}
        select
        required
        label="Courier"
        size="small"
        sx={{ minWidth: 200 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose a courier</option>
        {COURIERS.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </TextField>
      <TextField
        {...trackingNumber}
        required
        label="Tracking number"
        size="small"
        autoComplete="off"
        sx={{ minWidth: 220 }}
        slotProps={{
          htmlInput: { maxLength: 40, spellCheck: false, autoCapitalize: 'characters' },
        }}
      />
    </>
  );
}
