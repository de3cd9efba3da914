import { t } from '@lingui/core/macro';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DetailList } from './DetailList';
import { OpensInNewTab } from './OpensInNewTab';
import { keptLeftToRight } from './pageLanguage';

interface Shipment {
  courier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}

/**
 * Who carries a shipped order and its tracking number, with a link to the courier's own tracking
 * page where it has one: for shoppers on /track-order and for staff on the order's page.
 */
export function ShipmentDetails({ shipment }: { shipment: Shipment }) {
  const { courier, trackingNumber, trackingUrl } = shipment;
  return (
    <>
      <DetailList
        rows={[
          [t`Courier`, courier],
          [t`Tracking number`, trackingNumber && keptLeftToRight(trackingNumber)],
        ]}
      />
      {courier && trackingUrl && (
        <Box sx={{ mt: 2 }}>
          <Link href={trackingUrl} target="_blank" rel="noopener noreferrer">
            {t`Track with ${courier}`}
            <OpensInNewTab />
          </Link>
        </Box>
      )}
    </>
  );
}
