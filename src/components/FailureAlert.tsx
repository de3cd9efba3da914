import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Failure } from './failure';

/** A red alert with a failure: the errors list as bullets, or the single message. */
export function FailureAlert({ failure }: { failure: Failure | null }) {
  if (!failure) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {failure.list.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {failure.list.map((message, i) => (
            <li key={i}>{message}</li>
          ))}
        </Box>
      ) : (
        failure.message
      )}
    </Alert>
  );
}
