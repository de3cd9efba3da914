import { useState } from 'react';
import { useFormik } from 'formik';
import TextField from '@mui/material/TextField';
import { serverMessage } from '../../components/errorMessage';
import { DraftRestoredNotice } from '../../components/DraftRestoredNotice';
import { useFormDraft, useKeptDraft } from '../../components/formDraft';
import { FormDialog } from '../../components/FormDialog';
import { LeaveGuard } from '../../components/LeaveGuard';
import { fieldProps, firstProblem, submitAfresh } from '../../components/formField';
import { MAX_NAME_LENGTH } from '@shop/domain/accounts';
import { useUpdateUsernameMutation } from '../../store/api/backOffice';
import { credentials } from '../../store/credentials';
import { useAppDispatch } from '../../store/hooks';
import { adminRenamed } from '../../store/sessionSlice';
import { usernameSchema, type UsernameValues } from './usernameSchema';
import { useInvalidFieldFocus } from '../../components/useInvalidFieldFocus';

/** The draft of the Update Username dialog: the profile page reopens the dialog when one exists. */
export const USERNAME_DRAFT = 'profile:username';

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

  const draft = useFormDraft<UsernameValues>(USERNAME_DRAFT, { name: currentName });
  const formik = useFormik<UsernameValues>({
    initialValues: draft.initial,
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
        draft.finish();
        onSaved(result.message);
      } catch (error) {
        setFailure(serverMessage(error, 'Failed to update username.'));
      }
    },
  });
  useInvalidFieldFocus(formik, ['name'], { name: 'username' });

  const dirty = useKeptDraft(draft, formik.values);
  const close = () => {
    // Cancel is a decision: the typed name is dropped.
    draft.discard();
    draft.finish();
    onClose();
  };

  return (
    <FormDialog
      id="username-dialog"
      open
      title="Update Username"
      problem={failure ?? firstProblem(formik, ['name'])}
      submitLabel="Save"
      busy={isLoading}
      onClose={close}
      onSubmit={submitAfresh(formik, () => setFailure(null))}
    >
      {draft.restored && (
        <DraftRestoredNotice
          onDiscard={() => {
            draft.discard();
            formik.resetForm({ values: { name: currentName } });
          }}
        />
      )}
      <LeaveGuard dirty={dirty} draft={draft} />
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
