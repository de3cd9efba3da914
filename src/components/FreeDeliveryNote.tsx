import { t } from '@lingui/core/macro';
import Typography from '@mui/material/Typography';
import { formatRs } from '@shop/domain/money';
import { useDeliveryRates } from './useDeliveryRates';

/** "Free delivery over Rs. N" when the shop sets a free-delivery threshold (its settings); else nothing. */
export function FreeDeliveryNote({ mb = 0 }: { mb?: number }) {
  const { freeOver } = useDeliveryRates();
  if (freeOver === null) return null;
  const amount = formatRs(freeOver);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb }}>
      {t`Free delivery over ${amount}`}
    </Typography>
  );
}
