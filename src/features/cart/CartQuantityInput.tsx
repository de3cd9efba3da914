import TextField from '@mui/material/TextField';
import { clampQuantity } from '@shop/domain/stock';
import { typedQuantity } from '@shop/domain/orderLimits';

interface CartQuantityInputProps {
  value: number;
  /** The most this line may hold (src/domain/orderLimits.ts). */
  max: number;
  /** What is typed while the field is empty; null otherwise. */
  draft: string | null;
  onDraft: (draft: string | null) => void;
  label: string;
  /** The id of the text saying why the quantity can go no higher. */
  describedBy?: string;
  onChange: (quantity: number) => void;
}

/**
 * A cart line's quantity (docs/product.md §5: min 1, max what the order may hold). What is typed
 * applies at once: below 1 becomes 1, above the most becomes the most; an emptied field waits for
 * a number and becomes 1 on leaving it. So the field and the line's total always agree.
 */
export function CartQuantityInput({
  value,
  max,
  draft,
  onDraft,
  label,
  describedBy,
  onChange,
}: CartQuantityInputProps) {
  const apply = (quantity: number) => {
    onDraft(null);
    if (quantity !== value) onChange(quantity);
  };
  const commit = (raw: string) => apply(clampQuantity(Number(raw), Math.max(1, max)));
  return (
    <TextField
      type="number"
      size="small"
      value={draft ?? String(value)}
      onChange={(event) => {
        const typed = typedQuantity(event.target.value, max);
        if (typed) apply(typed.quantity);
        else onDraft(event.target.value);
      }}
      onBlur={(event) => {
        if (draft !== null) commit(event.target.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && draft !== null)
          commit((event.target as HTMLInputElement).value);
      }}
      slotProps={{
        htmlInput: {
          min: 1,
          max: Math.max(1, max),
          inputMode: 'numeric',
          'aria-label': label,
          'aria-describedby': describedBy,
        },
      }}
      // A small field, padded to 44px high for a finger.
      sx={{ width: 90, '& .MuiInputBase-input': { py: '10.5px' } }}
    />
  );
}
