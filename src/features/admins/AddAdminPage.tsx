import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import type { AlertNavigationState } from '../../components/adminAlertContext';
import { DraftRestoredNotice } from '../../components/DraftRestoredNotice';
import { serverErrorList, serverFieldErrors, serverMessage } from '../../components/errorMessage';
import { useFormDraft, useKeptDraft } from '../../components/formDraft';
import { fieldProps, firstProblem, submitAfresh } from '../../components/formField';
import { EmailField, PasswordField } from '../../components/FormTextField';
import { LeaveGuard } from '../../components/LeaveGuard';
import { useCreateAdminMutation } from '../../store/api/backOffice';
import { addAdminOrder, addAdminSchema, type AddAdminValues } from './addAdminSchema';
import { AdminFormLayout, AdminNameField } from './AdminFormLayout';
import { RoleSelect } from './RoleSelect';
import { SuperadminOnly } from './SuperadminOnly';
import { useInvalidFieldFocus } from '../../components/useInvalidFieldFocus';

/** /admins/add: a new staff account; the role defaults to admin. */
export function AddAdminPage() {
  return (
    <SuperadminOnly title="Add Admin">
      <AddAdminForm />
    </SuperadminOnly>
  );
}

const BLANK: AddAdminValues = { name: '', email: '', password: '', role: 'admin' };

/** What a draft keeps: never the password, only that one was typed. */
const keptOf = ({ password, ...values }: AddAdminValues) => ({
  ...values,
  typedPassword: password !== '',
});

function AddAdminForm() {
  const draft = useFormDraft('admin:new', keptOf(BLANK));
  const [createAdmin, { isLoading }] = useCreateAdminMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();

  const formik = useFormik<AddAdminValues>({
    initialValues: {
      name: draft.initial.name,
      email: draft.initial.email,
      password: '',
      role: draft.initial.role,
    },
    validationSchema: addAdminSchema,
    onSubmit: async (values, helpers) => {
      try {
        const result = await createAdmin({
          body: { ...values, name: values.name.trim(), email: values.email.trim() },
        }).unwrap();
        draft.finish();
        navigate('/admins', { state: { message: result.message } satisfies AlertNavigationState });
      } catch (error) {
        helpers.setErrors(serverFieldErrors(error));
        setFailure(serverMessage(error, serverErrorList(error)[0] ?? 'Failed to create admin'));
      }
    },
  });
  useInvalidFieldFocus(formik, addAdminOrder);

  const dirty = useKeptDraft(draft, keptOf(formik.values));
  const discard = () => {
    draft.discard();
    formik.resetForm({ values: BLANK });
  };

  return (
    <AdminFormLayout
      title="Add Admin"
      problem={failure ?? firstProblem(formik, addAdminOrder)}
      submitLabel="Add Admin"
      busy={isLoading}
      onSubmit={submitAfresh(formik, () => setFailure(null))}
      notice={
        draft.restored && (
          <DraftRestoredNotice
            note={draft.initial.typedPassword ? 'Type the password again.' : undefined}
            onDiscard={discard}
          />
        )
      }
    >
      <LeaveGuard dirty={dirty} draft={draft} />
      <AdminNameField formik={formik} />
      <EmailField formik={formik} autoComplete="off" />
      <PasswordField formik={formik} name="password" label="Password" />
      <RoleSelect {...fieldProps(formik, 'role')} required />
    </AdminFormLayout>
  );
}
