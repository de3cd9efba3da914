import { useId, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { nativeControlSx, nativeLabelSx } from '../../components/nativeField';
import { clampQuantity } from '../../domain/stock';
import { TAP_TARGET } from '../../components/tapTarget';

interface QuantityStepperProps {
  value: number;
  max?: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/** Quantity with - and + buttons: at least 1; anything invalid or below 1 becomes 1 (docs/product.md §5). */
export function QuantityStepper({ value, max, onChange, disabled }: QuantityStepperProps) {
  // What the customer is typing, until they leave the field.
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
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
      <Box sx={{ position: 'relative', width: 100 }}>
        <Box component="label" htmlFor={id} sx={nativeLabelSx}>
          Quantity
        </Box>
        <Box
          component="input"
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value)}
          onBlur={(event: FocusEvent<HTMLInputElement>) => commit(event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
          sx={{ ...nativeControlSx, minHeight: TAP_TARGET }}
        />
      </Box>
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
