import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import type { FormEvent, ReactNode } from 'react';
import type { Failure } from '../failure';
import { FEEDBACK_LIMITS } from '@shop/domain/feedback';
import { FormOutcome } from './FormOutcome';
import { FieldsUntilHydrated } from '../FieldsUntilHydrated';
import { ShopSubmitButton } from '../ShopSubmitButton';
import { useHydrated } from '../useHydrated';

/**
 * A text field's input limit, the same as the server's (src/domain/feedback); a phone number or an
 * e-mail address is typed left to right, on Urdu pages too.
 */
export const feedbackLimit = (name: keyof typeof FEEDBACK_LIMITS, leftToRight = false) => ({
  htmlInput: { maxLength: FEEDBACK_LIMITS[name], ...(leftToRight && { dir: 'ltr' }) },
});

/** The frame of the review and contact forms: outcome, the fields' grid and the submit button. */
export function FeedbackFormFrame({
  form: { formik, busy, failure, success },
  submitLabel,
  children,
}: {
  /** What useFeedbackForm gives. */
  form: {
    formik: { handleSubmit: (event?: FormEvent<HTMLFormElement>) => void };
    busy: boolean;
    failure: Failure | null;
    success: string | null;
  };
  submitLabel: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
      <FormOutcome failure={failure} success={success} />
      <FieldsUntilHydrated>
        <Grid container spacing={2}>
          {children}
        </Grid>
      </FieldsUntilHydrated>
      <ShopSubmitButton busy={busy} disabled={!hydrated} sx={{ mt: 2 }}>
        {submitLabel}
      </ShopSubmitButton>
    </Box>
  );
}
