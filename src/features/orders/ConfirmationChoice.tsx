import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { CONFIRMATION_METHODS, type ConfirmationMethod } from '@shop/domain/confirmation';

const CHOICES: Record<ConfirmationMethod, string> = {
  WhatsApp: 'WhatsApp',
  Call: 'Phone call',
  Other: 'Other',
};

/**
 * How staff confirmed a cash-on-delivery order with the customer (required for Confirmed). The
 * first radio carries the field's id, so a refused submit takes the keyboard to the group.
 */
export function ConfirmationChoice({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (method: string) => void;
  error?: string;
}) {
  return (
    <FormControl
      component="fieldset"
      required
      error={Boolean(error)}
      sx={{ mt: 2, display: 'block' }}
    >
      <FormLabel component="legend" id="confirmed-by-label">
        How was it confirmed?
      </FormLabel>
      <RadioGroup
        row
        name="confirmedBy"
        aria-labelledby="confirmed-by-label"
        aria-describedby="confirmed-by-hint"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {CONFIRMATION_METHODS.map((method, i) => (
          <FormControlLabel
            key={method}
            value={method}
            control={
              <Radio
                slotProps={{
                  input: {
                    id: i === 0 ? 'confirmedBy' : undefined,
                    'aria-invalid': Boolean(error),
                    'aria-describedby': 'confirmed-by-hint',
                  } as React.InputHTMLAttributes<HTMLInputElement>,
                }}
              />
            }
            label={CHOICES[method]}
          />
        ))}
      </RadioGroup>
      <FormHelperText id="confirmed-by-hint" sx={{ mx: 0 }}>
        {error ?? 'Kept in the order’s history.'}
      </FormHelperText>
    </FormControl>
  );
}
