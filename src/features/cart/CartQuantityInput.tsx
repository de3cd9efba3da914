import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { CHECKOUT_LIMITS } from '../../domain/checkout';
import { clampQuantity } from '../../domain/stock';

interface CartQuantityInputProps {
  value: number;
  stock?: number;
  label: string;
  onChange: (quantity: number) => void;
}

/**
 * A cart line's quantity (docs/product.md §5: min 1, max stock). A value in range applies at once (arrow
 * keys and spinner included); anything else is kept while typing and clamped on leaving.
 */
export function CartQuantityInput({ value, stock, label, onChange }: CartQuantityInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const max = Math.min(stock ?? CHECKOUT_LIMITS.maxQuantity, CHECKOUT_LIMITS.maxQuantity);
  const commit = (raw: string) => {
    setDraft(null);
    const quantity = clampQuantity(Number(raw), max);
    if (quantity !== value) onChange(quantity);
  };
  return (
    <TextField
      type="number"
      size="small"
      value={draft ?? String(value)}
      onChange={(event) => {
        const raw = event.target.value;
        const quantity = Number(raw);
        if (raw !== '' && Number.isInteger(quantity) && quantity >= 1 && quantity <= max) {
          setDraft(null);
          if (quantity !== value) onChange(quantity);
        } else {
          setDraft(raw);
        }
      }}
      onBlur={(event) => commit(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit((event.target as HTMLInputElement).value);
      }}
      slotProps={{ htmlInput: { min: 1, max, inputMode: 'numeric', 'aria-label': label } }}
      // A small field, padded to 44px high for a finger.
      sx={{ width: 90, '& .MuiInputBase-input': { py: '10.5px' } }}
    />
  );
}
