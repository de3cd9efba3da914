import type { ReactNode } from 'react';
import { RouterLink } from '../../components/RouterLink';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ShopLogo } from '../../components/ShopLogo';

/** The centred card of the signed-out screens: sign-in and the password reset steps. */
export function AuthCard({
  title,
  subtitle,
  logo,
  backToLogin = false,
  children,
}: {
  title: string;
  /** The shop's logo, above the title (its settings); none on the reset steps. */
  logo?: string;
  subtitle: ReactNode;
  /** A link back to /login under the form: the reset steps. */
  backToLogin?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Paper sx={{ p: 4, width: '100%', maxWidth: 420 }} elevation={3}>
        {logo && (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <ShopLogo src={logo} height={56} />
          </Box>
        )}
        <Typography variant="h4" component="h1" align="center">
          {title}
        </Typography>
        <Typography align="center" color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
        {children}
        {backToLogin && (
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Link component={RouterLink} to="/login">
              Back to Login
            </Link>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
