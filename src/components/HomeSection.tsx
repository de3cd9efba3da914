import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CantReach } from './CantReach';
import type { LoadFailure } from './useLoadFailure';

/**
 * A section of the home page: its centred heading, then what it shows, or "can't reach the
 * shop" with Retry when its list could not load. `shaded`: on a grey band the page's full width.
 */
export function HomeSection({
  titleId,
  title,
  failure,
  retry,
  shaded = false,
  children,
}: {
  titleId: string;
  title: string;
  failure: LoadFailure | null;
  retry: () => void;
  shaded?: boolean;
  children: ReactNode;
}) {
  const content = (
    <>
      <Typography id={titleId} variant="h4" component="h2" align="center" gutterBottom>
        {title}
      </Typography>
      {failure ? <CantReach onRetry={retry} heading="h3" compact /> : children}
    </>
  );
  if (!shaded) {
    return (
      <Container component="section" aria-labelledby={titleId} sx={{ py: 6 }}>
        {content}
      </Container>
    );
  }
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ bgcolor: 'grey.100', py: 6 }}>
      <Container>{content}</Container>
    </Box>
  );
}
