import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { FailureAlert } from '../FailureAlert';
import type { Failure } from '../failure';
import { translated } from './feedbackMessages';

/**
 * A feedback form's failure (an alert, announced at once) or success (in a status region that is
 * always present, so its message is announced politely). The forms' own messages (the rules of
 * src/domain/feedback, which the server answers with too) show in the page's language.
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
      <FailureAlert
        failure={
          failure && {
            message: translated(failure.message),
            list: failure.list.map(translated),
          }
        }
      />
      <Box role="status">
        {success && (
          <Alert severity="success" role="none" sx={{ mb: 2 }}>
            {translated(success)}
          </Alert>
        )}
      </Box>
    </>
  );
}
