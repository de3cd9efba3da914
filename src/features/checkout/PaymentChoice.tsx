import { t } from '@lingui/core/macro';
import { memo, type ChangeEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { checkoutRuleText } from './checkoutMessages';

interface PaymentChoiceProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  disabled: boolean;
}

const codInput = { input: { id: 'paymentMethod' } };

/** Cash on delivery (the default and only choice today) and card, disabled (docs/product.md §5). */
export const PaymentChoice = memo(function PaymentChoice({
  value,
  onChange,
  error,
  disabled,
}: PaymentChoiceProps) {
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <FormLabel component="legend">{t`Payment Method`}</FormLabel>
      <RadioGroup
        name="paymentMethod"
        value={value}
        onChange={onChange}
        aria-describedby={error ? 'paymentMethod-error' : undefined}
      >
        <FormControlLabel
          value="COD"
          control={<Radio slotProps={codInput} />}
          label={t`Cash on Delivery`}
        />
        <FormControlLabel value="Card" control={<Radio />} label={t`Card (Coming Soon)`} disabled />
      </RadioGroup>
      {error && <FormHelperText id="paymentMethod-error">{checkoutRuleText(error)}</FormHelperText>}
    </FormControl>
  );
});
