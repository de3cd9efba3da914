import type { Components, Theme } from '@mui/material/styles';
import { TAP_TARGET } from '../components/tapTarget';

/** MUI draws a radio or checkbox in 42x42px (9px around a 24px icon): 10px makes it 44. */
const choiceTarget = ({ theme }: { theme: Theme }) => ({
  [theme.breakpoints.down('md')]: { padding: (TAP_TARGET - 24) / 2 },
});

/**
 * On a phone or tablet (below md), every button, icon button, radio and checkbox is at least
 * 44x44px (WCAG 2.5.5), small ones included; a desktop's pointer keeps MUI's denser sizes.
 */
export const tapTargetComponents: Components<Theme> = {
  MuiButton: {
    styleOverrides: {
      root: ({ theme }) => ({ [theme.breakpoints.down('md')]: { minHeight: TAP_TARGET } }),
    },
  },
  MuiRadio: { styleOverrides: { root: choiceTarget } },
  MuiCheckbox: { styleOverrides: { root: choiceTarget } },
  MuiIconButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        [theme.breakpoints.down('md')]: { minWidth: TAP_TARGET, minHeight: TAP_TARGET },
      }),
    },
  },
};
