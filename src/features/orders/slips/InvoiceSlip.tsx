import Box from '@mui/material/Box';
import { OrderItemsTable } from '../../../components/OrderItemsTable';
import { useShopContact } from '../../../components/useShopContact';
import { nationalPhone } from '@shop/domain/phone';
import { formatDayAndTime } from '@shop/domain/dates';
import { orderAmounts, orderItemRows } from '../../../components/orderLines';
import { formatRs } from '@shop/domain/money';
import { CollectBox } from './CollectBox';
import { OrderBarcode } from './OrderBarcode';
import { addressLines, type SlipOrder } from './slipText';

const smallCaps = { fontSize: '9pt', fontWeight: 700, letterSpacing: '0.08em', m: 0 } as const;

/** The A4 page: the shop, the order and its barcode, who gets it, the items and what to collect. */
export function InvoiceSlip({ order, headingId }: { order: SlipOrder; headingId: string }) {
  const brand = useShopContact();
  return (
    <Box
      sx={{
        fontSize: '10pt',
        lineHeight: 1.4,
        '& th, & td': { px: '2mm' },
        '& tfoot th, & tfoot td': { color: '#000', fontSize: '11pt', fontWeight: 700 },
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: '6mm',
          pb: '4mm',
          borderBottom: '0.5mm solid #000',
        }}
      >
        <Box>
          <Box sx={{ fontSize: '20pt', fontWeight: 800, lineHeight: 1.1 }}>{brand.name}</Box>
          <Box sx={{ fontSize: '9pt' }}>{brand.city}</Box>
          <Box sx={{ fontSize: '9pt' }}>
            {brand.phone} · {brand.email}
          </Box>
          <Box component="p" sx={{ ...smallCaps, mt: '5mm' }}>
            INVOICE AND PACKING SLIP
          </Box>
          <Box component="h2" id={headingId} sx={{ fontSize: '15pt', m: 0 }}>
            Order {order.orderNumber}
          </Box>
          <Box>Date: {formatDayAndTime(order.createdAt)} (Pakistan time)</Box>
        </Box>
        <OrderBarcode orderNumber={order.orderNumber} moduleMm={0.33} heightMm={15} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          '@media print': { gridTemplateColumns: '1fr 1fr' },
          gap: '6mm',
          my: '5mm',
        }}
      >
        <Box component="section" aria-label="Ship to">
          <Box component="h3" sx={smallCaps}>
            SHIP TO
          </Box>
          <Box sx={{ fontSize: '13pt', fontWeight: 700 }}>{order.customerName}</Box>
          <Box sx={{ fontWeight: 700 }}>Phone: {nationalPhone(order.customerPhone)}</Box>
          {addressLines(order).map((line) => (
            <Box key={line} sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Box>
          ))}
        </Box>
        <Box component="section" aria-label="Payment">
          <Box component="h3" sx={smallCaps}>
            PAYMENT
          </Box>
          <Box sx={{ mb: '3mm' }}>
            {order.paymentMethod === 'COD' ? 'Cash on Delivery' : order.paymentMethod}
          </Box>
          <CollectBox order={order} fontSize="14pt" />
        </Box>
      </Box>
      <OrderItemsTable
        caption={`Items of order ${order.orderNumber}`}
        items={orderItemRows(order)}
        {...orderAmounts(order)}
        discountCode={order.discountCode}
        money={formatRs}
      />
      <Box component="footer" sx={{ mt: '8mm', fontSize: '9pt', textAlign: 'center' }}>
        Thank you for shopping with {brand.name}. Questions about this order: {brand.phone} or{' '}
        {brand.email}.
      </Box>
    </Box>
  );
}
