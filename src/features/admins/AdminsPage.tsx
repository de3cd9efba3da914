import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ListGrid } from '../../components/ListGrid';
import { useAdminAlert } from '../../components/adminAlertContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { serverMessage } from '../../components/errorMessage';
import { useRowStatus } from '../../components/useRowStatus';
import {
  useDeactivateAdminMutation,
  useDeleteAdminMutation,
  useListAdminsQuery,
  useReactivateAdminMutation,
} from '../../store/api/backOffice';
import { useAppSelector } from '../../store/hooks';
import { selectAdmin } from '../../store/sessionSlice';
import { adminColumns, type AdminRow } from './adminColumns';
import { SuperadminOnly } from './SuperadminOnly';

const TITLE = 'Admin Management';

/** /admins: every staff account, for superadmins. */
export function AdminsPage() {
  return (
    <SuperadminOnly title={TITLE}>
      <AdminsGrid />
    </SuperadminOnly>
  );
}

function AdminsGrid() {
  const self = useAppSelector(selectAdmin);
  const showAlert = useAdminAlert();
  const { data, isLoading, isError } = useListAdminsQuery();
  const [deactivate] = useDeactivateAdminMutation();
  const [reactivate] = useReactivateAdminMutation();
  const [remove, removing] = useDeleteAdminMutation();
  const [toDelete, setToDelete] = useState<AdminRow | null>(null);

  useEffect(() => {
    if (isError) showAlert({ severity: 'error', message: 'Failed to fetch admins.' });
  }, [isError, showAlert]);

  const { busyId, setActive } = useRowStatus({
    activate: (id) => reactivate({ id }).unwrap(),
    deactivate: (id) => deactivate({ id }).unwrap(),
    failure: (activating) =>
      activating ? 'Failed to activate admin.' : 'Failed to deactivate admin.',
  });

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const result = await remove({ id: toDelete._id }).unwrap();
      showAlert({ severity: 'success', message: result.message });
    } catch (error) {
      showAlert({ severity: 'error', message: serverMessage(error, 'Failed to delete admin.') });
    } finally {
      setToDelete(null);
    }
  };

  const rows = useMemo(() => (data ?? []).map((admin, i) => ({ ...admin, index: i + 1 })), [data]);
  const columns = useMemo(
    () =>
      adminColumns({
        selfId: self?.id,
        busyId,
        onToggle: (admin) => void setActive(admin._id, !admin.active),
        onDelete: setToDelete,
      }),
    [self?.id, busyId, setActive],
  );

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {TITLE}
        </Typography>
        <Button component={RouterLink} to="/admins/add" variant="contained" startIcon={<AddIcon />}>
          Add Admin
        </Button>
      </Box>
      <Paper sx={{ width: '100%' }}>
        <ListGrid
          label="Admins"
          emptyText="No admins found"
          rows={rows}
          columns={columns}
          loading={isLoading}
        />
      </Paper>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete admin"
        question="Are you sure you want to delete this admin?"
        confirmLabel="Delete"
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
