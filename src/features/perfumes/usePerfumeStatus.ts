import { useCallback } from 'react';
import { useRowStatus } from '../../components/useRowStatus';
import {
  useDeactivatePerfumeMutation,
  useReactivatePerfumeMutation,
} from '../../store/api/backOffice';
import type { Perfume } from './perfumeColumns';

/** Deactivates or reactivates a perfume; the server's message goes to the alert area. */
export function usePerfumeStatus() {
  const [deactivate] = useDeactivatePerfumeMutation();
  const [reactivate] = useReactivatePerfumeMutation();
  const { busyId, setActive } = useRowStatus({
    activate: reactivate,
    deactivate,
    failure: (activating) =>
      activating ? 'Failed to reactivate product' : 'Failed to deactivate product',
  });
  const onSetActive = useCallback(
    (perfume: Perfume, active: boolean) => void setActive(perfume._id, active),
    [setActive],
  );
  return { busyId, onSetActive };
}
