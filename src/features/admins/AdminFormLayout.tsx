import type { FormEventHandler, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { FormTextField } from '../../components/FormTextField';
import { MAX_NAME_LENGTH } from '@shop/domain/accounts';
import { SaveOrCancel } from '../../components/SaveOrCancel';

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
        <SaveOrCancel submitLabel={submitLabel} disabled={busy} cancelTo="/admins" sx={{ mt: 2 }} />
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
