import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SelectField } from '../../components/SelectField';
import { useListPublicProductsQuery } from '../../store/api/enhanced';
import { ProductGrid } from './ProductGrid';
import { SORT_ORDERS, sortOrderOf, sortProducts } from './sortProducts';
import { useLogError } from '../../components/useLogError';
import { CantReach } from '../../components/CantReach';
import { useLoadFailure } from '../../components/useLoadFailure';

/**
 * /shop: every perfume on sale with the four sort orders. The order is in the address
 * (`?sort=price-asc`), so Back from a perfume returns to the list as it was sorted, at the same
 * place; choosing an order replaces the entry and leaves the page where it is.
 */
export function ShopPage() {
  const query = useListPublicProductsQuery();
  const { data, error } = query;
  const { failure, retry } = useLoadFailure(query);
  const [params, setParams] = useSearchParams();
  const order = sortOrderOf(params.get('sort'));
  const setOrder = (value: string) =>
    setParams(value === 'name-asc' ? {} : { sort: value }, {
      replace: true,
      preventScrollReset: true,
    });
  useLogError(error, 'products');
  const products = data && data.length > 0 ? sortProducts(data, order) : undefined;

  return (
    <Container sx={{ py: 5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Shop
        </Typography>
        <SelectField
          label="Sort by"
          value={order}
          onChange={setOrder}
          options={Object.entries(SORT_ORDERS).map(([value, label]) => ({ value, label }))}
          minWidth={220}
        />
      </Box>
      {failure ? (
        <CantReach onRetry={retry} heading="h2" compact />
      ) : (
        <ProductGrid products={products} eagerCount={4} cardHeading="h2" />
      )}
    </Container>
  );
}
