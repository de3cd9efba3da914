import { useCallback } from 'react';
import Alert from '@mui/material/Alert';
import { useGetActiveCategoriesQuery } from '../../store/api/enhanced';
import { useListCategoriesQuery, useListInactiveCategoriesQuery } from '../../store/api/backOffice';
import { useAppSelector } from '../../store/hooks';
import { selectAdmin } from '../../store/sessionSlice';
import type { CategoryRow } from './categoryColumns';
import { CategoryTable } from './CategoryTable';
import { useCategoryToggle } from './useCategoryToggle';
import { can } from '@shop/domain/roles';
import { ListPageHeader } from '../../components/ListPageHeader';

const FETCH_FAILED = 'Failed to fetch categories.';

/** /categories: superadmins see every category in one table, admins active and inactive apart. */
export function CategoriesPage() {
  const superadmin = can(useAppSelector(selectAdmin)?.role, 'reactivateCatalogue');
  return (
    <>
      <ListPageHeader title="Category Management" addTo="/categories/add" addLabel="Add Category" />
      {superadmin ? <AllCategories /> : <ActiveAndInactiveCategories />}
    </>
  );
}

function useToggle() {
  const { busyId, toggle } = useCategoryToggle();
  const onToggle = useCallback((category: CategoryRow) => void toggle(category), [toggle]);
  return { busyId, onToggle };
}

function FetchFailed() {
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {FETCH_FAILED}
    </Alert>
  );
}

function AllCategories() {
  const { data, isLoading, isError } = useListCategoriesQuery();
  const { busyId, onToggle } = useToggle();
  return (
    <>
      {isError && <FetchFailed />}
      <CategoryTable
        title="All Categories"
        categories={data}
        loading={isLoading}
        showStatus
        canReactivate
        busyId={busyId}
        onToggle={onToggle}
      />
    </>
  );
}

function ActiveAndInactiveCategories() {
  const active = useGetActiveCategoriesQuery({});
  const inactive = useListInactiveCategoriesQuery();
  const { busyId, onToggle } = useToggle();
  return (
    <>
      {(active.isError || inactive.isError) && <FetchFailed />}
      <CategoryTable
        title="Active Categories"
        categories={active.data}
        loading={active.isLoading}
        busyId={busyId}
        onToggle={onToggle}
      />
      <CategoryTable
        title="Non Active Categories"
        note="Contact Super Admin to Restore these"
        categories={inactive.data}
        loading={inactive.isLoading}
        showActions={false}
      />
    </>
  );
}
