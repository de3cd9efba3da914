import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useListPublicPerfumesQuery } from '../../store/api/enhanced';
import { PerfumeGrid } from './PerfumeGrid';
import { useLogError } from '../../components/useLogError';
import { CantReach } from '../../components/CantReach';
import { useLoadFailure } from '../../components/useLoadFailure';

/** Home page "Discover Our Scents": the perfumes on sale. */
export function FeaturedPerfumes() {
  const query = useListPublicPerfumesQuery();
  const { data, error } = query;
  const { failure, retry } = useLoadFailure(query);
  useLogError(error, 'products');
  return (
    <Container component="section" aria-labelledby="scents-title" sx={{ py: 6 }}>
      <Typography id="scents-title" variant="h4" component="h2" align="center" gutterBottom>
        Discover Our Scents
      </Typography>
      {failure ? (
        <CantReach onRetry={retry} heading="h3" compact />
      ) : (
        <PerfumeGrid products={data && data.length > 0 ? data : undefined} />
      )}
    </Container>
  );
}
