import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { FormEvent, ReactNode } from 'react';
import type { Failure } from '../failure';
import { FEEDBACK_LIMITS } from '@shop/domain/feedback';
import { FormOutcome } from './FormOutcome';
import { FieldsUntilHydrated } from '../FieldsUntilHydrated';
import { useHydrated } from '../useHydrated';

/** A text field's input limit, the same as the server's (src/domain/feedback). */
export const feedbackLimit = (name: keyof typeof FEEDBACK_LIMITS) => ({
  htmlInput: { maxLength: FEEDBACK_LIMITS[name] },
});

/** The frame of the review and contact forms: outcome, the fields' grid and the submit button. */
export function FeedbackFormFrame({
  onSubmit,
  busy,
  failure,
  success,
  submitLabel,
  children,
}: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  failure: Failure | null;
  success: string | null;
  submitLabel: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <FormOutcome failure={failure} success={success} />
      <FieldsUntilHydrated>
        <Grid container spacing={2}>
          {children}
        </Grid>
      </FieldsUntilHydrated>
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        size="large"
        loading={busy}
        loadingPosition="start"
        disabled={!hydrated}
        sx={{ mt: 2 }}
      >
        {submitLabel}
      </Button>
    </Box>
  );
}
