import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ProductCard, type PublicProduct } from './ProductCard';

interface ProductGridProps {
  products: PublicProduct[] | undefined;
  /** Shown when the list arrived empty; while it has not arrived, 'Loading products...' shows. */
  emptyText?: string;
  /** How many cards are above the fold and load at once. */
  eagerCount?: number;
}

/** Perfume cards in a responsive grid. */
export function ProductGrid({ products, emptyText, eagerCount = 0 }: ProductGridProps) {
  if (!products || (products.length === 0 && !emptyText)) {
    return (
      <Typography align="center" color="text.secondary" role="status">
        Loading products...
      </Typography>
    );
  }
  if (products.length === 0) {
    return (
      <Typography align="center" color="text.secondary" role="status">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Grid container spacing={3}>
      {products.map((product, index) => (
        <Grid key={product._id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
          <ProductCard product={product} eager={index < eagerCount} />
        </Grid>
      ))}
    </Grid>
  );
}
