import { useEffect, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ListGrid } from '../../components/ListGrid';
import { numbered } from '../../components/gridColumns';
import { useAdminAlert } from '../../components/adminAlertContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmedDelete } from '../../components/useConfirmedDelete';
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
  const deleting = useConfirmedDelete<AdminRow>({
    noun: 'admin',
    remove: (id) => remove({ id }).unwrap(),
    busy: removing.isLoading,
    failure: 'Failed to delete admin.',
  });

  useEffect(() => {
    if (isError) showAlert({ severity: 'error', message: 'Failed to fetch admins.' });
  }, [isError, showAlert]);

  const { busyId, setActive } = useRowStatus({
    activate: (id) => reactivate({ id }).unwrap(),
    deactivate: (id) => deactivate({ id }).unwrap(),
    failure: (activating) =>
      activating ? 'Failed to activate admin.' : 'Failed to deactivate admin.',
  });

  const rows = useMemo(() => numbered(data), [data]);
  const columns = useMemo(
    () =>
      adminColumns({
        selfId: self?.id,
        busyId,
        onToggle: (admin) => void setActive(admin._id, !admin.active),
        onDelete: deleting.ask,
      }),
    [self?.id, busyId, setActive, deleting.ask],
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
      <ConfirmDialog {...deleting.dialog} />
    </>
  );
}
