import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useListPublicProductsQuery } from '../../store/api/enhanced';
import { ProductGrid } from './ProductGrid';
import { useLogError } from '../../components/useLogError';

/** Home page "Discover Our Scents": the perfumes on sale. */
export function FeaturedProducts() {
  const { data, error } = useListPublicProductsQuery();
  useLogError(error, 'products');
  return (
    <Container component="section" aria-labelledby="scents-title" sx={{ py: 6 }}>
      <Typography id="scents-title" variant="h4" component="h2" align="center" gutterBottom>
        Discover Our Scents
      </Typography>
      <ProductGrid products={data && data.length > 0 ? data : undefined} />
    </Container>
  );
}
