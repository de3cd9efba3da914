import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useGetOrderQuery } from '../../../store/api/enhanced';
import { InvoiceSlip } from './InvoiceSlip';
import { LabelSlip } from './LabelSlip';
import { SLIP_LAYOUTS, type SlipLayout } from './slipParams';

/** Marks a printed slip: each one after the first starts a new page (OrderSlipsPage). */
export const SLIP_CLASS = 'order-slip';

/**
 * On screen a slip is a sheet of its paper size with the page margins as padding (less on a
 * phone); in print the page is the sheet and @page gives the margins. A label is cut to its
 * page: never two pages.
 */
const sheet = {
  a4: {
    width: '210mm',
    p: { xs: '4mm', sm: SLIP_LAYOUTS.a4.margin },
    // After the padding's width query, which a printed page matches too.
    '@media print': { p: 0 },
  },
  label: {
    width: '4in',
    minHeight: '6in',
    p: SLIP_LAYOUTS.label.margin,
    // A hair under the page's height, so that rounding never pushes a blank page out.
    '@media print': {
      height: `calc(6in - 2 * ${SLIP_LAYOUTS.label.margin} - 1mm)`,
      minHeight: 0,
      overflow: 'hidden',
    },
  },
} satisfies Record<SlipLayout, object>;

/** One order's slip in the chosen layout, or why it cannot be printed. */
export function OrderSlip({ id, layout }: { id: string; layout: SlipLayout }) {
  const { data: order, error, isError } = useGetOrderQuery({ id });
  const headingId = useId();

  if (isError) {
    const missing = error && 'status' in error && (error.status === 404 || error.status === 400);
    return (
      <Alert severity="error" sx={{ mb: 3, maxWidth: 720, displayPrint: 'none' }}>
        {missing ? 'Order not found' : 'Failed to load order details'} (id {id}): it is left out of
        the print.
      </Alert>
    );
  }
  if (!order) {
    return <Box sx={{ mb: 3, color: 'text.secondary', displayPrint: 'none' }}>Loading order…</Box>;
  }
  const Slip = layout === 'a4' ? InvoiceSlip : LabelSlip;
  return (
    <Box
      component="article"
      className={SLIP_CLASS}
      aria-labelledby={headingId}
      sx={[
        {
          maxWidth: '100%',
          mb: 3,
          bgcolor: '#fff',
          color: '#000',
          boxShadow: 2,
          '@media print': { width: 'auto', maxWidth: 'none', m: 0, p: 0, boxShadow: 'none' },
        },
        sheet[layout],
      ]}
    >
      <Slip order={order} headingId={headingId} />
    </Box>
  );
}
