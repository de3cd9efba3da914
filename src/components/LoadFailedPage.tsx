import type { ComponentProps } from 'react';
import Container from '@mui/material/Container';
import { CantReach } from './CantReach';
import { NotFoundPage } from './NotFoundPage';
import type { LoadFailure } from './useLoadFailure';

/**
 * A storefront page whose record could not be shown: its not-found page when it does not exist,
 * else "can't reach the shop" with Retry.
 */
export function LoadFailedPage({
  failure,
  retry,
  notFound,
}: {
  failure: LoadFailure;
  retry: () => void;
  notFound: ComponentProps<typeof NotFoundPage>;
}) {
  if (failure === 'missing') return <NotFoundPage {...notFound} />;
  return (
    <Container>
      <CantReach onRetry={retry} />
    </Container>
  );
}
