import { RouterLink } from '../../../components/RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { ordersListPath } from '../orderListAddress';
import { SLIP_LAYOUTS, type SlipLayout } from './slipParams';
import { useSlipProgress } from './useSlipProgress';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface SlipsToolbarProps {
  ids: readonly string[];
  layout: SlipLayout;
  onLayoutChange: (layout: SlipLayout) => void;
}

/** On screen only: back, the title, the layout choice, Print and how many slips are ready. */
export function SlipsToolbar({ ids, layout, onLayoutChange }: SlipsToolbarProps) {
  const { loading, ready, failed } = useSlipProgress(ids);
  const [single] = ids;
  const back =
    ids.length === 1 && single
      ? { to: `/orders/${single}`, label: 'Back to Order' }
      : { to: ordersListPath(), label: 'Back to Orders' };

  const progress =
    loading > 0
      ? `Loading ${plural(loading, 'order', 'orders')}…`
      : `${plural(ready, 'slip', 'slips')} ready to print` +
        (failed > 0 ? `; ${plural(failed, 'order', 'orders')} could not be loaded` : '');

  return (
    <Box sx={{ displayPrint: 'none', mb: 3 }}>
      <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {back.label}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Print slips
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="Layout"
          value={layout}
          onChange={(_event, next: SlipLayout | null) => next && onLayoutChange(next)}
        >
          {(Object.keys(SLIP_LAYOUTS) as SlipLayout[]).map((key) => (
            <ToggleButton key={key} value={key}>
              {SLIP_LAYOUTS[key].name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          disabled={loading > 0 || ready === 0}
          onClick={() => window.print()}
        >
          Print
        </Button>
      </Box>
      {ids.length > 0 && (
        <Typography role="status" color="text.secondary" sx={{ mt: 1 }}>
          {progress}
        </Typography>
      )}
    </Box>
  );
}
