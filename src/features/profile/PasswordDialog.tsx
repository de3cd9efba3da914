import { useState } from 'react';
import { useFormik } from 'formik';
import TextField from '@mui/material/TextField';
import { serverFieldErrors, serverMessage } from '../../components/errorMessage';
import { FormDialog } from '../../components/FormDialog';
import { fieldProps, firstProblem, submitAfresh } from '../../components/formField';
import { useUpdatePasswordMutation } from '../../store/api/backOffice';
import { passwordOrder, passwordSchema, type PasswordValues } from './passwordSchema';
import { useInvalidFieldFocus } from '../../components/useInvalidFieldFocus';

interface Props {
  adminId: string;
  onClose: () => void;
  /** Called with the server's message once the password is changed. */
  onSaved: (message: string) => void;
}

const fields = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', autoComplete: 'new-password' },
] as const;

/** The Update Password modal: current password, then the new one twice. */
export function PasswordDialog({ adminId, onClose, onSaved }: Props) {
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema: passwordSchema,
    onSubmit: async (values, helpers) => {
      try {
        const result = await updatePassword({ id: adminId, body: values }).unwrap();
        onSaved(result.message);
      } catch (error) {
        helpers.setErrors(serverFieldErrors(error));
        setFailure(serverMessage(error, 'Failed to update password.'));
      }
    },
  });
  useInvalidFieldFocus(formik, ['currentPassword', 'newPassword', 'confirmPassword']);

  return (
    <FormDialog
      id="password-dialog"
      open
      title="Update Password"
      problem={failure ?? firstProblem(formik, passwordOrder)}
      submitLabel="Save"
      busy={isLoading}
      onClose={onClose}
      onSubmit={submitAfresh(formik, () => setFailure(null))}
    >
      {fields.map((field, i) => (
        <TextField
          key={field.name}
          {...fieldProps(formik, field.name)}
          type="password"
          label={field.label}
          autoComplete={field.autoComplete}
          autoFocus={i === 0}
          required
          fullWidth
          margin="normal"
        />
      ))}
    </FormDialog>
  );
}
