import { t } from '@lingui/core/macro';
import { useId, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { nativeControlSx, nativeLabelSx } from '../../components/nativeField';
import { clampQuantity } from '@shop/domain/stock';
import { typedQuantity } from '@shop/domain/orderLimits';
import Typography from '@mui/material/Typography';
import { TAP_TARGET } from '../../components/tapTarget';

interface QuantityStepperProps {
  value: number;
  max?: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** Why the quantity can go no higher ("Only 4 left"), shown once it is at `max`. */
  limitMessage?: string;
}

/**
 * Quantity with - and + buttons: at least 1; anything invalid or below 1 becomes 1, anything above
 * `max` becomes `max` as it is typed, and the reason shows beneath (docs/product.md §5).
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled,
  limitMessage,
}: QuantityStepperProps) {
  // An emptied field, until the customer types a number or leaves it.
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  const atMost = limitMessage && !disabled && max !== undefined && value >= max;
  const commit = (raw: string) => {
    setDraft(null);
    onChange(clampQuantity(Number(raw), max));
  };
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label={t`Decrease quantity`}
          onClick={() => onChange(clampQuantity(value - 1, max))}
          disabled={disabled || value <= 1}
        >
          <RemoveIcon />
        </IconButton>
        <Box sx={{ position: 'relative', width: 100 }}>
          <Box component="label" htmlFor={id} sx={nativeLabelSx}>
            {t`Quantity`}
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
            aria-describedby={`${id}-limit`}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const typed = typedQuantity(event.target.value, max ?? Infinity);
              setDraft(typed ? null : event.target.value);
              if (typed) onChange(typed.quantity);
            }}
            onBlur={(event: FocusEvent<HTMLInputElement>) => commit(event.target.value)}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              if (event.key === 'Enter') commit(event.currentTarget.value);
            }}
            sx={{ ...nativeControlSx, minHeight: TAP_TARGET }}
          />
        </Box>
        <IconButton
          aria-label={t`Increase quantity`}
          onClick={() => onChange(clampQuantity(value + 1, max))}
          disabled={disabled || (max !== undefined && value >= max)}
        >
          <AddIcon />
        </IconButton>
      </Stack>
      <Typography id={`${id}-limit`} variant="body2" color="text.secondary" aria-live="polite">
        {atMost ? limitMessage : ''}
      </Typography>
    </Stack>
  );
}
