import { useCallback } from 'react';
import { useRowStatus } from '../../components/useRowStatus';
import {
  useDeactivateCategoryMutation,
  useReactivateCategoryMutation,
} from '../../store/api/backOffice';
import type { Category } from './categoryColumns';

/** Deactivates an active category or reactivates an inactive one; the result goes to the alert area. */
export function useCategoryToggle() {
  const [deactivate] = useDeactivateCategoryMutation();
  const [reactivate] = useReactivateCategoryMutation();
  const { busyId, setActive } = useRowStatus({
    activate: reactivate,
    deactivate,
    failure: () => 'Failed to update category status.',
  });
  const toggle = useCallback(
    (category: Category) => setActive(category._id, !category.isActive),
    [setActive],
  );
  return { busyId, toggle };
}
