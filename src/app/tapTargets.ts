import type { Components, Theme } from '@mui/material/styles';
import { TAP_TARGET } from '../components/tapTarget';

/**
 * On a phone or tablet (below md), every button and icon button is at least 44x44px (WCAG 2.5.5),
 * small ones included; a desktop's pointer keeps MUI's denser sizes.
 */
export const tapTargetComponents: Components<Theme> = {
  MuiButton: {
    styleOverrides: {
      root: ({ theme }) => ({ [theme.breakpoints.down('md')]: { minHeight: TAP_TARGET } }),
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        [theme.breakpoints.down('md')]: { minWidth: TAP_TARGET, minHeight: TAP_TARGET },
      }),
    },
  },
};
