import { useState } from 'react';
import { useFormik } from 'formik';
import TextField from '@mui/material/TextField';
import { serverMessage } from '../../components/errorMessage';
import { FormDialog } from '../../components/FormDialog';
import { fieldProps, firstProblem } from '../../components/formField';
import { MAX_NAME_LENGTH } from '../../domain/accounts';
import { useUpdateUsernameMutation } from '../../store/api/enhanced';
import { credentials } from '../../store/credentials';
import { useAppDispatch } from '../../store/hooks';
import { adminRenamed } from '../../store/sessionSlice';
import { usernameSchema, type UsernameValues } from './usernameSchema';

interface Props {
  adminId: string;
  currentName: string;
  onClose: () => void;
  /** Called with the server's message once the name is saved. */
  onSaved: (message: string) => void;
}

/**
 * The Update Username modal. The new name is written to the stored admin record and the
 * session at once, so the side menu shows it without a reload.
 */
export function UsernameDialog({ adminId, currentName, onClose, onSaved }: Props) {
  const [updateUsername, { isLoading }] = useUpdateUsernameMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const dispatch = useAppDispatch();

  const formik = useFormik<UsernameValues>({
    initialValues: { name: currentName },
    validationSchema: usernameSchema,
    onSubmit: async (values) => {
      try {
        const result = await updateUsername({
          id: adminId,
          body: { name: values.name.trim() },
        }).unwrap();
        const { _id, name, email, role } = result.admin;
        credentials.saveAdmin({ id: _id, name, email, role });
        dispatch(adminRenamed(name));
        onSaved(result.message);
      } catch (error) {
        setFailure(serverMessage(error, 'Failed to update username.'));
      }
    },
  });

  return (
    <FormDialog
      id="username-dialog"
      open
      title="Update Username"
      problem={failure ?? firstProblem(formik, ['name'])}
      submitLabel="Save"
      busy={isLoading}
      onClose={onClose}
      onSubmit={(event) => {
        setFailure(null);
        formik.handleSubmit(event);
      }}
    >
      <TextField
        {...fieldProps(formik, 'name', 'username')}
        label="Name"
        autoComplete="name"
        autoFocus
        required
        fullWidth
        margin="normal"
        slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH } }}
      />
    </FormDialog>
  );
}
