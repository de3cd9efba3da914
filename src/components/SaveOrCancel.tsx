import { RouterLink } from './RouterLink';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';

/** A back-office form's last row: its submit button, and Cancel back to the list. */
export function SaveOrCancel({
  submitLabel,
  disabled,
  cancelTo,
  sx,
}: {
  submitLabel: string;
  disabled: boolean;
  /** The list the form belongs to. */
  cancelTo: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Stack direction="row" spacing={2} sx={sx}>
      <Button type="submit" variant="contained" disabled={disabled}>
        {submitLabel}
      </Button>
      <Button component={RouterLink} to={cancelTo}>
        Cancel
      </Button>
    </Stack>
  );
}
