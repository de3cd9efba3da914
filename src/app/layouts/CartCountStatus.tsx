import { useState } from 'react';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { selectCartRestored } from '../../store/cartSlice';
import { useAppSelector } from '../../store/hooks';

/**
 * Says the cart's new count to screen readers when it changes (an item added, removed), not when
 * the cart comes back from the browser session as a page opens.
 */
export function CartCountStatus({ label, count }: { label: string; count: number }) {
  const restored = useAppSelector(selectCartRestored);
  const [restoredCount, setRestoredCount] = useState<number | null>(null);
  const [changed, setChanged] = useState(false);
  if (restored && restoredCount === null) setRestoredCount(count);
  if (restoredCount !== null && !changed && count !== restoredCount) setChanged(true);
  return (
    <span role="status" style={visuallyHidden}>
      {changed ? label : ''}
    </span>
  );
}
