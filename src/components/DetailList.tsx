import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Label and value pairs as a description list: an order's delivery details for the shopper and
 * for staff. An empty value shows as '-'.
 */
export function DetailList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 1,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value === '' || value == null ? '-' : value}</dd>
        </Box>
      ))}
    </Box>
  );
}
