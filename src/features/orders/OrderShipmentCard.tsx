import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ShipmentDetails } from '../../components/ShipmentDetails';
import type { GetOrderApiResponse } from '../../store/api/generated/storefrontApi';

/** The courier a shipped order went with, its tracking number and the courier's tracking page. */
export function OrderShipmentCard({ order }: { order: GetOrderApiResponse }) {
  return (
    <Paper component="section" aria-labelledby="order-shipment" sx={{ p: 3 }}>
      <Typography id="order-shipment" variant="h6" component="h2" gutterBottom>
        Shipment
      </Typography>
      <ShipmentDetails shipment={order} />
    </Paper>
  );
}
