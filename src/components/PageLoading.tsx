import { t } from '@lingui/core/macro';
import Box from '@mui/material/Box';

/**
 * Shown while a screen's code or data is still loading: a spinner drawn in CSS (MUI's progress
 * component would add to every page's first load), still with reduced motion.
 */
export function PageLoading() {
  return (
    <Box
      sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}
      role="status"
      aria-label={t`Loading`}
    >
      <Box
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: '4px solid',
          borderColor: 'grey.300',
          borderTopColor: 'secondary.main',
          animation: 'page-loading-spin 0.9s linear infinite',
          '@keyframes page-loading-spin': { to: { transform: 'rotate(360deg)' } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
    </Box>
  );
}
