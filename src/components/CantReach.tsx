import { t } from '@lingui/core/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useHydrated } from './useHydrated';

interface CantReachProps {
  onRetry: () => void;
  /** The message's heading level: h1 when it is the page, lower inside a section. */
  heading?: 'h1' | 'h2' | 'h3';
  /** A smaller message, for one section of a page. */
  compact?: boolean;
}

/**
 * The shop did not answer (no network, the server down, a 5xx): said in words, with a Retry that
 * asks again without reloading the page, so nothing the visitor has (the cart, a form) is lost.
 */
export function CantReach({ onRetry, heading = 'h1', compact = false }: CantReachProps) {
  const hydrated = useHydrated();
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: compact ? 2 : { xs: 5, md: 8 } }}>
      <Typography variant={compact ? 'h6' : 'h4'} component={heading} gutterBottom>
        {t`We couldn't reach the shop`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: compact ? 2 : 3 }}>
        {t`Check your internet connection and try again.`}
      </Typography>
      <Button variant="contained" onClick={onRetry} disabled={!hydrated}>
        {t`Retry`}
      </Button>
    </Box>
  );
}
