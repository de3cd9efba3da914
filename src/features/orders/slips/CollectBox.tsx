import Box from '@mui/material/Box';
import { collectText, type SlipOrder } from './slipText';

/** The amount the courier collects, in a heavy box that cannot be missed. */
export function CollectBox({ order, fontSize }: { order: SlipOrder; fontSize: string }) {
  return (
    <Box
      sx={{
        border: '0.8mm solid #000',
        borderRadius: '1mm',
        px: '3mm',
        py: '2mm',
        fontSize,
        fontWeight: 800,
        lineHeight: 1.2,
        textAlign: 'center',
      }}
    >
      {/* The amount stays on one line with its "Rs.". */}
      {collectText(order).replace('Rs. ', 'Rs.\u00a0')}
    </Box>
  );
}
