import type { FormEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { FormTextField } from '../../components/FormTextField';
import { MAX_NAME_LENGTH } from '@shop/domain/accounts';

/** The card around the add and update admin forms: title, problem alert, Save and Cancel. */
export function AdminFormLayout({
  title,
  problem,
  submitLabel,
  busy,
  onSubmit,
  notice,
  children,
}: {
  title: string;
  problem: string | undefined;
  submitLabel: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Above the form: a restored draft. */
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper sx={{ p: 3, maxWidth: 560 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {notice}
      <form onSubmit={onSubmit} noValidate>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {problem}
          </Alert>
        )}
        {children}
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
          <Button component={RouterLink} to="/admins">
            Cancel
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** The admin's full name, in both forms. */
export function AdminNameField<T extends { name: string }>({
  formik,
  disabled,
}: {
  formik: FormikProps<T>;
  disabled?: boolean;
}) {
  return (
    <FormTextField
      formik={formik}
      name="name"
      label="Full Name"
      autoComplete="off"
      required
      disabled={disabled}
      maxLength={MAX_NAME_LENGTH}
    />
  );
}
