import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SelectField } from '../../components/SelectField';
import { useListPublicProductsQuery } from '../../store/api/enhanced';
import { ProductGrid } from './ProductGrid';
import { SORT_ORDERS, sortProducts, type SortOrder } from './sortProducts';
import { useLogError } from '../../components/useLogError';
import { CantReach } from '../../components/CantReach';
import { useLoadFailure } from '../../components/useLoadFailure';

/** /shop: every perfume on sale with the four sort orders. */
export function ShopPage() {
  const query = useListPublicProductsQuery();
  const { data, error } = query;
  const { failure, retry } = useLoadFailure(query);
  const [order, setOrder] = useState<SortOrder>('name-asc');
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
          onChange={(value) => setOrder(value as SortOrder)}
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
