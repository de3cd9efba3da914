import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface NotFoundPageProps {
  title?: string;
  text?: string;
}

/** Any storefront path that matches nothing, or a perfume or category that does not exist. */
export function NotFoundPage({
  title = 'Page not found',
  text = 'The page you are looking for does not exist.',
}: NotFoundPageProps) {
  return (
    <Container sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/" variant="contained">
          Back to home
        </Button>
        <Button component={RouterLink} to="/shop" variant="outlined">
          Browse the shop
        </Button>
      </Stack>
    </Container>
  );
}

/** True when an API answer says the thing asked for does not exist (404, or an id of bad shape). */
export function isMissing(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
}
