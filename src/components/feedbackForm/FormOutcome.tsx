import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { FailureAlert } from '../FailureAlert';
import type { Failure } from '../failure';

/**
 * A feedback form's failure (an alert, announced at once) or success (in a status region that is
 * always present, so its message is announced politely).
 */
export function FormOutcome({
  failure,
  success,
}: {
  failure: Failure | null;
  success: string | null;
}) {
  return (
    <>
      <FailureAlert failure={failure} />
      <Box role="status">
        {success && (
          <Alert severity="success" role="none" sx={{ mb: 2 }}>
            {success}
          </Alert>
        )}
      </Box>
    </>
  );
}
