import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { FEEDBACK_LIMITS } from '@shop/domain/feedback';
import { feedbackLimit } from './FeedbackFormFrame';

/** One text field of a feedback form, as the form describes it. */
export interface FeedbackTextField<K extends string> {
  name: K & keyof typeof FEEDBACK_LIMITS;
  /** In the page's language: the fields are described at render. */
  label: string;
  /** Half the row from the small breakpoint up. */
  half?: boolean;
  /** An e-mail address or a phone number, typed left to right. */
  type?: 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  /** A text area of at least this many rows. */
  rows?: number;
}

/**
 * A feedback form's text fields, each in its grid cell, bound to the form by `field` (from
 * useFeedbackForm) and limited as the server limits it.
 */
export function FeedbackTextFields<K extends string>({
  fields,
  field,
}: {
  fields: FeedbackTextField<K>[];
  field: (name: K) => object;
}) {
  return fields.map(({ name, label, half, type, autoComplete, placeholder, rows }) => (
    <Grid key={name} size={half ? { xs: 12, sm: 6 } : 12}>
      <TextField
        {...field(name)}
        label={label}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        multiline={rows !== undefined}
        minRows={rows}
        fullWidth
        slotProps={feedbackLimit(name, type !== undefined)}
      />
    </Grid>
  ));
}
