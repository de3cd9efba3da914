import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFetchFailedAlert, type AlertNavigationState } from '../../components/adminAlertContext';
import { DraftRestoredNotice } from '../../components/DraftRestoredNotice';
import { serverFieldErrors, serverMessage } from '../../components/errorMessage';
import { useFormDraft, useKeptDraft } from '../../components/formDraft';
import { fieldProps, firstProblem, submitAfresh } from '../../components/formField';
import { LeaveGuard } from '../../components/LeaveGuard';
import { PageLoading } from '../../components/PageLoading';
import { useGetAdminQuery, useUpdateAdminMutation } from '../../store/api/backOffice';
import type { GetAdminApiResponse } from '../../store/api/generated/backOfficeApi';
import { useAppSelector } from '../../store/hooks';
import { selectAdmin } from '../../store/sessionSlice';
import { isLocked } from './adminRecord';
import { AdminFormLayout, AdminNameField } from './AdminFormLayout';
import { RoleSelect } from './RoleSelect';
import { SuperadminOnly } from './SuperadminOnly';
import { updateAdminOrder, updateAdminSchema, type UpdateAdminValues } from './updateAdminSchema';
import { useInvalidFieldFocus } from '../../components/useInvalidFieldFocus';

const TITLE = 'Update Admin';

/** /admins/update/{id}: name, role and status of another admin; the e-mail cannot change. */
export function UpdateAdminPage() {
  return (
    <SuperadminOnly title={TITLE}>
      <UpdateAdminLoader />
    </SuperadminOnly>
  );
}

function UpdateAdminLoader() {
  const { id = '' } = useParams();
  const { data, isLoading, isError } = useGetAdminQuery({ id });

  useFetchFailedAlert(isError, 'Failed to load admin details.');

  if (isLoading) return <PageLoading />;
  if (!data) {
    return (
      <Typography variant="h4" component="h1">
        {TITLE}
      </Typography>
    );
  }
  return <UpdateAdminForm key={data._id} admin={data} />;
}

function UpdateAdminForm({ admin }: { admin: GetAdminApiResponse }) {
  const [updateAdmin, { isLoading }] = useUpdateAdminMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const self = useAppSelector(selectAdmin)?.id === admin._id;
  const locked = isLocked(admin);
  const saved: UpdateAdminValues = { name: admin.name, role: admin.role, active: admin.active };
  const draft = useFormDraft(`admin:${admin._id}`, saved);

  const formik = useFormik<UpdateAdminValues>({
    initialValues: locked ? saved : draft.initial,
    validationSchema: updateAdminSchema,
    onSubmit: async (values, helpers) => {
      try {
        const result = await updateAdmin({
          id: admin._id,
          body: { ...values, name: values.name.trim(), email: admin.email },
        }).unwrap();
        draft.finish();
        navigate('/admins', { state: { message: result.message } satisfies AlertNavigationState });
      } catch (error) {
        helpers.setErrors(serverFieldErrors(error));
        setFailure(serverMessage(error, 'Failed to update admin.'));
      }
    },
  });
  useInvalidFieldFocus(formik, updateAdminOrder);

  const dirty = useKeptDraft(draft, formik.values);
  const discard = () => {
    draft.discard();
    formik.resetForm({ values: saved });
  };
  const role = fieldProps(formik, 'role');
  const note = self ? 'You cannot change your own role or deactivate yourself.' : undefined;

  return (
    <AdminFormLayout
      title={TITLE}
      problem={failure ?? firstProblem(formik, updateAdminOrder)}
      submitLabel="Update Admin"
      busy={isLoading || locked}
      onSubmit={submitAfresh(formik, () => setFailure(null))}
      notice={draft.restored && !locked && <DraftRestoredNotice onDiscard={discard} />}
    >
      <LeaveGuard dirty={dirty} draft={draft} />
      {locked && <Alert severity="info">The root superadmin cannot be edited.</Alert>}
      <AdminNameField formik={formik} disabled={locked} />
      <TextField
        id="email"
        label="Email Address"
        value={admin.email}
        fullWidth
        margin="normal"
        disabled
      />
      <FormControlLabel
        label="Active"
        control={
          <Checkbox
            name="active"
            checked={formik.values.active}
            onChange={formik.handleChange}
            disabled={locked || self}
          />
        }
      />
      <RoleSelect
        {...role}
        required
        disabled={locked || self}
        helperText={role.helperText ?? note}
      />
    </AdminFormLayout>
  );
}
