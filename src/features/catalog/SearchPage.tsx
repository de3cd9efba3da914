import { useSearchParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { NotFoundPage } from '../../components/NotFoundPage';
import { CantReach } from '../../components/CantReach';
import { useLoadFailure } from '../../components/useLoadFailure';
import { useLogError } from '../../components/useLogError';
import { searchArgs } from '../../domain/search';
import { useSearchPublicProductsQuery } from '../../store/api/enhanced';
import { ProductGrid } from './ProductGrid';

/**
 * /search?q=…: the perfumes matching the query, best first (rendered on the server too). No query,
 * or nothing found, says so and offers the shop and each category.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const args = searchArgs(params.get('q'));
  const query = useSearchPublicProductsQuery(args ?? skipToken);
  const { data, error } = query;
  const { failure, retry } = useLoadFailure(query);
  useLogError(error, 'search');

  if (!args) {
    return (
      <NotFoundPage
        title="Search perfumes"
        text="Type a perfume's name, a note such as oud or rose, or a category in the search box."
      />
    );
  }
  if (data && data.length === 0) {
    return (
      <NotFoundPage
        title={`No perfumes match “${args.q}”`}
        text="Check the spelling, try a shorter word, or browse a category."
      />
    );
  }
  return (
    <Container sx={{ py: 5 }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        Results for “{args.q}”
      </Typography>
      {data && (
        <Typography color="text.secondary" role="status" sx={{ mb: 3 }}>
          {data.length === 1 ? '1 perfume' : `${data.length} perfumes`}
        </Typography>
      )}
      {failure ? (
        <CantReach onRetry={retry} heading="h2" compact />
      ) : (
        <ProductGrid products={data} eagerCount={4} cardHeading="h2" />
      )}
    </Container>
  );
}
