import Box from '@mui/material/Box';
import { orderAmounts, orderItemRows } from '../../../components/orderLines';
import { useShopContact } from '../../../components/useShopContact';
import { nationalPhone } from '@shop/domain/phone';
import { formatDayAndTime } from '@shop/domain/dates';
import { CollectBox } from './CollectBox';
import { LabelItems } from './LabelItems';
import { OrderBarcode } from './OrderBarcode';
import { addressLines, type SlipOrder } from './slipText';

/** An address this long (of up to 500 characters) is set smaller and leaves fewer item lines. */
const LONG_ADDRESS = 120;
const VERY_LONG_ADDRESS = 250;

const rule = { borderBottom: '0.4mm solid #000', pb: '1.5mm' } as const;

/**
 * The 4x6 inch shipping label: sender, recipient, amount to collect, the courier and tracking
 * number once shipped, barcode, order and items.
 */
export function LabelSlip({ order, headingId }: { order: SlipOrder; headingId: string }) {
  const brand = useShopContact();
  const [street, place] = addressLines(order);
  const length = street.length + order.customerName.length;
  const lines = length > VERY_LONG_ADDRESS ? 4 : length > LONG_ADDRESS ? 6 : 8;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: '2mm',
        height: '100%',
        fontSize: '9pt',
        lineHeight: 1.3,
      }}
    >
      <Box sx={{ ...rule, fontSize: '8pt' }}>
        From: <b>{brand.name}</b>, {brand.city} · {brand.phone}
      </Box>
      <Box component="section" aria-label="Ship to" sx={rule}>
        <Box sx={{ fontSize: '8pt', fontWeight: 700, letterSpacing: '0.08em' }}>SHIP TO</Box>
        <Box sx={{ fontSize: length > LONG_ADDRESS ? '12pt' : '14pt', fontWeight: 800 }}>
          {order.customerName}
        </Box>
        <Box sx={{ fontSize: '12pt', fontWeight: 700 }}>
          Phone: {nationalPhone(order.customerPhone)}
        </Box>
        <Box sx={{ fontSize: length > VERY_LONG_ADDRESS ? '8.5pt' : '10pt' }}>{street}</Box>
        <Box sx={{ fontSize: '11pt', fontWeight: 700 }}>{place}</Box>
      </Box>
      <CollectBox order={order} fontSize="14pt" />
      {order.courier && (
        <Box component="section" aria-label="Shipment" sx={{ ...rule, fontSize: '10pt' }}>
          Courier: <b>{order.courier}</b>
          {order.trackingNumber && (
            <>
              {' · '}Tracking no: <b>{order.trackingNumber}</b>
            </>
          )}
        </Box>
      )}
      <OrderBarcode orderNumber={order.orderNumber} moduleMm={0.375} heightMm={18} />
      <Box sx={{ ...rule, textAlign: 'center' }}>
        <Box component="h2" id={headingId} sx={{ fontSize: '10pt', m: 0 }}>
          Order {order.orderNumber}
        </Box>
        Date: {formatDayAndTime(order.createdAt)}
      </Box>
      <LabelItems
        caption={`Items of order ${order.orderNumber}`}
        items={orderItemRows(order)}
        {...orderAmounts(order)}
        lines={order.courier ? lines - 1 : lines}
      />
    </Box>
  );
}
