import { ShipmentDetails } from '../../components/ShipmentDetails';
import type { GetOrderApiResponse } from '../../store/api/generated/storefrontApi';
import { SectionCard } from '../../components/SectionCard';

/** The courier a shipped order went with, its tracking number and the courier's tracking page. */
export function OrderShipmentCard({ order }: { order: GetOrderApiResponse }) {
  return (
    <SectionCard titleId="order-shipment" title="Shipment">
      <ShipmentDetails shipment={order} />
    </SectionCard>
  );
}
