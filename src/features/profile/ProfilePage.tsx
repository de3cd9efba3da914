import { useState } from 'react';
import { useHasFormDraft } from '../../components/formDraft';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAdminAlert, useFetchFailedAlert } from '../../components/adminAlertContext';
import { PageLoading } from '../../components/PageLoading';
import { roleLabel } from '@shop/domain/roles';
import { useGetAdminQuery } from '../../store/api/backOffice';
import { useAppSelector } from '../../store/hooks';
import { selectAdmin } from '../../store/sessionSlice';
import { PasswordDialog } from './PasswordDialog';
import { USERNAME_DRAFT, UsernameDialog } from './UsernameDialog';

/** /profile: the signed-in admin's own record, with modals to rename and to change password. */
export function ProfilePage() {
  const stored = useAppSelector(selectAdmin);
  const id = stored?.id ?? '';
  const { data, isLoading, isError } = useGetAdminQuery({ id }, { skip: !id });
  const showAlert = useAdminAlert();
  // Signed in with a one-time password: the password form opens at once.
  const mustChange = Boolean(
    (useLocation().state as { mustChangePassword?: boolean } | null)?.mustChangePassword,
  );
  const [changed, setChanged] = useState(false);
  // A name typed before the session ended (or the tab reloaded) reopens its dialog.
  const usernameDraft = useHasFormDraft(USERNAME_DRAFT);
  const [dialog, setDialog] = useState<'username' | 'password' | null>(
    mustChange ? 'password' : usernameDraft ? 'username' : null,
  );

  useFetchFailedAlert(isError, 'Failed to load profile details.');

  const saved = (message: string) => {
    if (dialog === 'password') setChanged(true);
    setDialog(null);
    showAlert({ severity: 'success', message });
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Profile
      </Typography>
      {mustChange && !changed && (
        <Alert severity="warning" sx={{ mb: 2, maxWidth: 560 }}>
          Your password was reset. Choose a new password before anything else.
        </Alert>
      )}
      <Paper sx={{ p: 3, maxWidth: 560 }}>
        {isLoading && <PageLoading />}
        {data && (
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1.5, m: 0 }}
          >
            <Detail term="Full Name" value={data.name || '-'} />
            <Detail term="Email" value={data.email} />
            <Detail term="Role" value={roleLabel(data.role)} />
          </Box>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 3, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => setDialog('username')} disabled={!id}>
            Update Username
          </Button>
          <Button variant="outlined" onClick={() => setDialog('password')} disabled={!id}>
            Update Password
          </Button>
        </Stack>
      </Paper>
      {dialog === 'username' && (
        <UsernameDialog
          adminId={id}
          currentName={data?.name ?? stored?.name ?? ''}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      )}
      {dialog === 'password' && (
        <PasswordDialog adminId={id} onClose={() => setDialog(null)} onSaved={saved} />
      )}
    </>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <>
      <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </>
  );
}
