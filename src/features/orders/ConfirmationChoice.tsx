import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { CONFIRMATION_NOTES } from './orderStatusSchema';

/** How staff confirmed a cash-on-delivery order with the customer (optional). */
export function ConfirmationChoice({
  value,
  onChange,
}: {
  value: string;
  onChange: (note: string) => void;
}) {
  return (
    <FormControl component="fieldset" sx={{ mt: 2, display: 'block' }}>
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
        {CONFIRMATION_NOTES.map((note) => (
          <FormControlLabel key={note} value={note} control={<Radio />} label={note} />
        ))}
      </RadioGroup>
      <FormHelperText id="confirmed-by-hint" sx={{ mx: 0 }}>
        Optional. Kept in the order&apos;s history.
      </FormHelperText>
    </FormControl>
  );
}
