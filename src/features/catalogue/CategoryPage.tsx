import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../components/NotFoundPage';
import { CantReach } from '../../components/CantReach';
import { useLoadFailure } from '../../components/useLoadFailure';
import Container from '@mui/material/Container';
import {
  useGetCategoryQuery,
  useListPublicPerfumesByCategoryQuery,
} from '../../store/api/enhanced';
import { CatalogueList } from './CatalogueList';
import { useLogError } from '../../components/useLogError';

/** /category/{id}: the perfumes of one category, with sort, filters and pages in the address. */
export function CategoryPage() {
  const { id = '' } = useParams();
  const category = useGetCategoryQuery({ id });
  const products = useListPublicPerfumesByCategoryQuery({ id });
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
    <CatalogueList
      title={category.data ? `Explore ${category.data.name}` : 'Explore'}
      products={products.isSuccess ? products.data : undefined}
      emptyText="No products found in this category."
    />
  );
}
