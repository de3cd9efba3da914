import type { FormEventHandler, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/** A modal form: title, an error alert, the fields, Cancel and a submit button. */
export function FormDialog({
  id,
  open,
  title,
  problem,
  submitLabel,
  busy,
  onSubmit,
  onClose,
  children,
  width = 'xs',
}: {
  id: string;
  open: boolean;
  title: string;
  problem: string | undefined;
  submitLabel: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
  /** 'sm' for forms with fields side by side (dates and times). */
  width?: 'xs' | 'sm';
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth={width}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 1 }}>
              {problem}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
