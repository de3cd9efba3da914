import { createTheme } from '@mui/material/styles';

/** The shop's look: deep charcoal and gold, serif headings. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1f1a17', contrastText: '#fff' },
    // Charcoal on gold: 5.3:1 (white on this gold is 3.3:1, under WCAG AA for body text).
    secondary: { main: '#b8860b', contrastText: '#1f1a17' },
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
});
