import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import { useListPerfumesQuery } from '../../store/api/backOffice';
import { useAppSelector } from '../../store/hooks';
import { selectAdmin } from '../../store/sessionSlice';
import { CategoryFilter } from './CategoryFilter';
import { PerfumeTable } from './PerfumeTable';
import { usePerfumeStatus } from './usePerfumeStatus';
import { can } from '@shop/domain/roles';
import { ListPageHeader } from '../../components/ListPageHeader';

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
      <ListPageHeader title="Perfume Management" addTo="/perfumes/add" addLabel="Add Perfume">
        <CategoryFilter value={category} onChange={setCategory} />
      </ListPageHeader>
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
