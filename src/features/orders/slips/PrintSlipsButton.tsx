import type { ReactNode } from 'react';
import { RouterLink } from '../../../components/RouterLink';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import PrintIcon from '@mui/icons-material/Print';
import { slipsPath } from './slipParams';

interface PrintSlipsButtonProps {
  ids: readonly string[];
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** Opens the print view of these orders; disabled while there are none. */
export function PrintSlipsButton({ ids, children, sx }: PrintSlipsButtonProps) {
  return (
    <Button
      component={RouterLink}
      to={slipsPath(ids)}
      variant="outlined"
      startIcon={<PrintIcon />}
      disabled={ids.length === 0}
      sx={sx}
    >
      {children}
    </Button>
  );
}
