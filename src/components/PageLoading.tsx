import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a screen's code is still loading. */
export function PageLoading() {
  return (
    <Box
      sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}
      role="status"
      aria-label="Loading"
    >
      <CircularProgress color="secondary" />
    </Box>
  );
}
