import { t } from '@lingui/core/macro';
import Box from '@mui/material/Box';
import { MAX_STARS } from '@shop/domain/ratings';

/** Stars as glyphs (★★★★☆), read by screen readers as "4 out of 5 stars" or as `label`. */
export function Stars({ value, label }: { value: number; label?: string }) {
  // 4.5 draws four stars and 4.8 five: the figure beside says the rest.
  const full = Math.min(MAX_STARS, Math.floor(value + 0.25));
  return (
    <Box
      component="span"
      role="img"
      aria-label={label ?? t`${value} out of ${MAX_STARS} stars`}
      sx={{ color: '#8a5a00', letterSpacing: 1 }}
    >
      {'★'.repeat(full)}
      {'☆'.repeat(MAX_STARS - full)}
    </Box>
  );
}
