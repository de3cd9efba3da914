import type { ReactNode } from 'react';
import { RouterLink } from './RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

/** A back-office list's heading, beside its Add button (and any filter, `children`). */
export function ListPageHeader({
  title,
  addTo,
  addLabel,
  children,
}: {
  title: string;
  /** The add screen's path. */
  addTo: string;
  addLabel: string;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {children}
      <Button component={RouterLink} to={addTo} variant="contained" startIcon={<AddIcon />}>
        {addLabel}
      </Button>
    </Box>
  );
}
