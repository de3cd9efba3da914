import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export const DRAFT_RESTORED = 'Your unsaved changes were restored.';

/** Says that a form opened with the clerk's unsaved changes, and offers to discard them. */
export function DraftRestoredNotice({
  note,
  onDiscard,
}: {
  /** What could not be kept (chosen images), if anything. */
  note?: string;
  onDiscard: () => void;
}) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          Discard changes
        </Button>
      }
    >
      {DRAFT_RESTORED}
      {note ? ` ${note}` : ''}
    </Alert>
  );
}
