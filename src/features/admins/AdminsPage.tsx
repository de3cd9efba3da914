import { useMemo } from 'react';
import { GridCard } from '../../components/GridSection';
import { numbered } from '../../components/gridColumns';
import { useFetchFailedAlert } from '../../components/adminAlertContext';
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
import { ListPageHeader } from '../../components/ListPageHeader';

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
  const { data, isLoading, isError } = useListAdminsQuery();
  const [deactivate] = useDeactivateAdminMutation();
  const [reactivate] = useReactivateAdminMutation();
  const [remove, removing] = useDeleteAdminMutation();
  const deleting = useConfirmedDelete<AdminRow>({
    noun: 'admin',
    remove,
    busy: removing.isLoading,
    failure: 'Failed to delete admin.',
  });

  useFetchFailedAlert(isError, 'Failed to fetch admins.');

  const { busyId, setActive } = useRowStatus({
    activate: reactivate,
    deactivate,
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
      <ListPageHeader title={TITLE} addTo="/admins/add" addLabel="Add Admin" />
      <GridCard
        label="Admins"
        emptyText="No admins found"
        rows={rows}
        columns={columns}
        loading={isLoading}
      />
      <ConfirmDialog {...deleting.dialog} />
    </>
  );
}
