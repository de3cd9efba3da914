import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Placeholder for a screen whose feature is not built yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container sx={{ py: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">Coming soon.</Typography>
    </Container>
  );
}
