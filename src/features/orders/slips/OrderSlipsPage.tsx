import { useSearchParams } from 'react-router-dom';
import { RouterLink } from '../../../components/RouterLink';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import { OrderSlip, SLIP_CLASS } from './OrderSlip';
import { SlipsToolbar } from './SlipsToolbar';
import {
  MAX_SLIPS,
  SLIP_LAYOUTS,
  slipIds,
  slipLayout,
  slipsPath,
  type SlipLayout,
} from './slipParams';

/**
 * /orders/print?ids=<id>,<id>&layout=a4|label: one slip per order, each printed on a page of its
 * own (A4, or a 4x6 inch label), without the back office's menu and header.
 */
export function OrderSlipsPage() {
  const [params, setParams] = useSearchParams();
  const requested = slipIds(params);
  const layout = slipLayout(params);
  const ids = requested.slice(0, MAX_SLIPS);
  const rest = requested.slice(MAX_SLIPS);
  const { page, margin } = SLIP_LAYOUTS[layout];

  const changeLayout = (next: SlipLayout) =>
    setParams(
      (current) => {
        current.set('layout', next);
        return current;
      },
      { replace: true },
    );

  return (
    <>
      <GlobalStyles
        styles={{
          '@page': { size: page, margin },
          '@media print': { [`.${SLIP_CLASS} ~ .${SLIP_CLASS}`]: { breakBefore: 'page' } },
        }}
      />
      <SlipsToolbar ids={ids} layout={layout} onLayoutChange={changeLayout} />
      {requested.length === 0 && (
        <Alert severity="info" sx={{ mb: 3, displayPrint: 'none' }}>
          No orders chosen to print. Tick orders on the{' '}
          <Link component={RouterLink} to="/orders">
            Orders
          </Link>{' '}
          page, then choose Print slips.
        </Alert>
      )}
      {rest.length > 0 && (
        <Alert severity="warning" sx={{ mb: 3, displayPrint: 'none' }}>
          {requested.length} orders were chosen, but at most {MAX_SLIPS} print at once: these are
          the first {MAX_SLIPS}.{' '}
          <Link component={RouterLink} to={slipsPath(rest, layout)}>
            Open the other {rest.length}
          </Link>
        </Alert>
      )}
      <Box component="section" aria-label="Slips">
        {ids.map((id) => (
          <OrderSlip key={id} id={id} layout={layout} />
        ))}
      </Box>
    </>
  );
}
