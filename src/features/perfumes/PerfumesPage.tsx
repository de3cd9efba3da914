import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useListPerfumesQuery } from '../../store/api/backOffice';
import { useAppSelector } from '../../store/hooks';
import { selectAdmin } from '../../store/sessionSlice';
import { CategoryFilter } from './CategoryFilter';
import { PerfumeTable } from './PerfumeTable';
import { usePerfumeStatus } from './usePerfumeStatus';
import { can } from '@shop/domain/roles';

/** /perfumes: superadmins see every perfume in one table, admins active and inactive apart. */
export function PerfumesPage() {
  const superadmin = can(useAppSelector(selectAdmin)?.role, 'reactivateCatalogue');
  const [category, setCategory] = useState('');
  const { data, isLoading, isError } = useListPerfumesQuery(category ? { category } : {});
  const { busyId, onSetActive } = usePerfumeStatus();
  const [all, active, inactive] = useMemo(() => {
    const list = data ?? [];
    return [list, list.filter((p) => p.isActive), list.filter((p) => !p.isActive)];
  }, [data]);
  const table = { loading: isLoading, busyId, onSetActive };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Perfume Management
        </Typography>
        <CategoryFilter value={category} onChange={setCategory} />
        <Button
          component={RouterLink}
          to="/perfumes/add"
          variant="contained"
          startIcon={<AddIcon />}
        >
          Add Perfume
        </Button>
      </Box>
      {isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          Failed to fetch products.
        </Alert>
      )}
      {superadmin ? (
        <PerfumeTable
          {...table}
          title="All Perfumes"
          emptyText="No perfumes found."
          perfumes={all}
          actions="all"
        />
      ) : (
        <>
          <PerfumeTable
            {...table}
            title="Active Perfumes"
            emptyText="No active perfumes found."
            perfumes={active}
            actions="deactivate"
          />
          <PerfumeTable
            {...table}
            title="Inactive Perfumes"
            note="Contact Super Admin to Restore these."
            emptyText="No inactive perfumes found."
            perfumes={inactive}
            actions="none"
          />
        </>
      )}
    </>
  );
}
