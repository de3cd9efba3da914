import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { GridCard } from '../../components/GridSection';
import { useAdminAlert, useFetchFailedAlert } from '../../components/adminAlertContext';
import { useListDiscountCodesQuery } from '../../store/api/backOffice';
import { useAppSelector } from '../../store/hooks';
import { selectAdmin } from '../../store/sessionSlice';
import { discountColumns, type DiscountRow } from './discountColumns';
import { DiscountDialog } from './DiscountDialog';
import { valuesOf, type DiscountValues } from './discountSchema';
import { can } from '@shop/domain/roles';

const TITLE = 'Discount Codes';

/** /discounts: every code with its uses; superadmins add and edit, admins view. */
export function DiscountsPage() {
  const admin = useAppSelector(selectAdmin);
  const canEdit = can(admin?.role, 'editDiscounts');
  const showAlert = useAdminAlert();
  const { data, isLoading, isError } = useListDiscountCodesQuery();
  const [dialog, setDialog] = useState<{ id: string; values: DiscountValues } | 'new' | null>(null);

  useFetchFailedAlert(isError, 'Failed to fetch discount codes.');

  const columns = useMemo(
    () =>
      discountColumns(
        canEdit ? (row: DiscountRow) => setDialog({ id: row._id, values: valuesOf(row) }) : null,
      ),
    [canEdit],
  );

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {TITLE}
        </Typography>
        {canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('new')}>
            Add Code
          </Button>
        )}
      </Box>
      {!canEdit && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Only a superadmin can add or change discount codes.
        </Typography>
      )}
      <GridCard
        label="Discount codes"
        emptyText="No discount codes yet"
        rows={data ?? []}
        columns={columns}
        loading={isLoading}
      />
      {dialog && (
        <DiscountDialog
          editing={dialog === 'new' ? null : dialog}
          onClose={() => setDialog(null)}
          onSaved={(message) => {
            setDialog(null);
            showAlert({ severity: 'success', message });
          }}
        />
      )}
    </>
  );
}
