import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { clampQuantity } from '../../domain/stock';

interface QuantityStepperProps {
  value: number;
  max?: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/** Quantity with - and + buttons: at least 1; anything invalid or below 1 becomes 1 (SPEC 5). */
export function QuantityStepper({ value, max, onChange, disabled }: QuantityStepperProps) {
  // What the customer is typing, until they leave the field.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (raw: string) => {
    setDraft(null);
    onChange(clampQuantity(Number(raw), max));
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton
        aria-label="Decrease quantity"
        onClick={() => onChange(clampQuantity(value - 1, max))}
        disabled={disabled || value <= 1}
      >
        <RemoveIcon />
      </IconButton>
      <TextField
        label="Quantity"
        size="small"
        type="number"
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit((event.target as HTMLInputElement).value);
        }}
        slotProps={{ htmlInput: { min: 1, max, inputMode: 'numeric' } }}
        sx={{ width: 100 }}
      />
      <IconButton
        aria-label="Increase quantity"
        onClick={() => onChange(clampQuantity(value + 1, max))}
        disabled={disabled || (max !== undefined && value >= max)}
      >
        <AddIcon />
      </IconButton>
    </Stack>
  );
}
