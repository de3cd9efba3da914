import { useMemo } from 'react';
import { useGetActiveCategoriesQuery } from '../../store/api/enhanced';
import { useListCategoriesQuery } from '../../store/api/backOffice';

/**
 * Category choices of the perfume forms: active categories only (docs/product.md §5), from the active list,
 * or the full list filtered to active ones when that call fails (docs/product.md §7).
 */
export function useActiveCategories() {
  const active = useGetActiveCategoriesQuery({});
  const all = useListCategoriesQuery(undefined, { skip: !active.isError });
  return useMemo(
    () => active.data ?? all.data?.filter((category) => category.isActive) ?? [],
    [active.data, all.data],
  );
}
