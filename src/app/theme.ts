import { createTheme } from '@mui/material/styles';
import { tapTargetComponents } from './tapTargets';

/**
 * The focus ring of every interactive element: gold, 3:1 or more against both the page (3.1:1)
 * and the charcoal bars (5.3:1), drawn outside the element so it never hides its text.
 */
const focusRing = { outline: '2px solid #b8860b', outlineOffset: 2 } as const;

/** The shop's look: deep charcoal and gold, serif headings. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1f1a17', contrastText: '#fff' },
    // Charcoal on gold: 5.3:1 (white on this gold is 3.3:1, under WCAG AA for body text).
    secondary: { main: '#b8860b', contrastText: '#1f1a17' },
    // MUI's default orange and light blue carry white text at 3.1:1 and 3.9:1 (status chips):
    // these darker shades give 5.0:1 and 4.8:1, and stay 4.5:1 or more as text on the page.
    warning: { main: '#b45309', contrastText: '#fff' },
    info: { main: '#0277bd', contrastText: '#fff' },
    background: { default: '#faf8f5' },
  },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 600 },
    h2: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 600 },
    h3: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 600 },
    h4: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 600 },
    h5: { fontFamily: 'Georgia, "Times New Roman", serif' },
  },
  shape: { borderRadius: 8 },
  components: {
    ...tapTargetComponents,
    MuiCssBaseline: {
      styleOverrides: {
        'a:focus-visible': focusRing,
        // Shoppers who ask for less motion get none: ripples, drawers, snackbars and slides
        // appear at once.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    // Rows of menus and the side menu: the ring inside the row, where their paper cannot clip it.
    MuiMenuItem: {
      styleOverrides: { root: { '&.Mui-focusVisible': { ...focusRing, outlineOffset: -2 } } },
    },
    MuiListItemButton: {
      styleOverrides: { root: { '&.Mui-focusVisible': { ...focusRing, outlineOffset: -2 } } },
    },
  },
});
