import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../components/NotFoundPage';
import { CantReach } from '../../components/CantReach';
import { useLoadFailure } from '../../components/useLoadFailure';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import {
  useGetCategoryQuery,
  useListPublicProductsByCategoryQuery,
} from '../../store/api/enhanced';
import { ProductGrid } from './ProductGrid';
import { useLogError } from '../../components/useLogError';

/** /category/{id}: the perfumes of one category. */
export function CategoryPage() {
  const { id = '' } = useParams();
  const category = useGetCategoryQuery({ id });
  const products = useListPublicProductsByCategoryQuery({ id });
  useLogError(category.error ?? products.error, 'category');
  const { failure, retry } = useLoadFailure(category, products);

  if (failure === 'missing') {
    return (
      <NotFoundPage
        title="We couldn't find that category"
        text="It may no longer be in the shop. Have a look at all our perfumes."
      />
    );
  }

  if (failure === 'unreachable') {
    return (
      <Container>
        <CantReach onRetry={retry} />
      </Container>
    );
  }

  return (
    <Container sx={{ py: 5 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {category.data ? `Explore ${category.data.name}` : 'Explore'}
      </Typography>
      <ProductGrid
        products={products.isSuccess ? products.data : undefined}
        emptyText="No products found in this category."
        eagerCount={4}
        cardHeading="h2"
      />
    </Container>
  );
}
