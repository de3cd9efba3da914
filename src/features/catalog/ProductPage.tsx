import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NotFoundPage, isMissing } from '../../components/NotFoundPage';
import { formatRs } from '../../domain/money';
import { useGetPublicProductQuery } from '../../store/api/enhanced';
import { useAppDispatch } from '../../store/hooks';
import { itemAdded, type CartLine } from '../cart/cartSlice';
import { ProductGallery } from './ProductGallery';
import { QuantityStepper } from './QuantityStepper';
import { useLogError } from './useLogError';

/** /product/{id}: gallery, sizes, quantity, Add to Cart and Buy Now. */
export function ProductPage() {
  const { id = '' } = useParams();
  const { data: product, error } = useGetPublicProductQuery({ id });
  const [selected, setSelected] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useLogError(error, 'product');

  if (!product && isMissing(error)) {
    return (
      <NotFoundPage
        title="We couldn't find that perfume"
        text="It may have been removed from the shop. Have a look at our other perfumes."
      />
    );
  }
  if (!product) {
    return (
      <Container sx={{ py: 8 }}>
        <Typography align="center" color="text.secondary" role="status">
          Loading product...
        </Typography>
      </Container>
    );
  }

  const variant = product.variants[selected] ?? product.variants[0];
  const soldOut = !variant || variant.stock < 1;
  const chooseSize = (index: number) => {
    setSelected(index);
    setQuantity(1);
  };
  const line = (): CartLine => ({
    productId: product._id,
    size: variant!.size,
    quantity,
    name: product.name,
    price: variant!.price,
    image: variant!.image,
    stock: variant!.stock,
  });

  return (
    <Container sx={{ py: 5 }}>
      <Grid container spacing={5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductGallery product={product} selected={selected} onSelect={chooseSize} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {product.name}
          </Typography>
          {product.description && <Typography sx={{ mb: 2 }}>{product.description}</Typography>}
          <Typography variant="h5" component="p" sx={{ fontWeight: 600, mb: 3 }} aria-live="polite">
            {variant ? formatRs(variant.price) : ''}
          </Typography>
          <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
            <TextField
              select
              label="Size"
              value={String(selected)}
              onChange={(event) => chooseSize(Number(event.target.value))}
              sx={{ minWidth: 200 }}
            >
              {product.variants.map((v, index) => (
                <MenuItem key={v._id} value={String(index)}>
                  {v.size}
                </MenuItem>
              ))}
            </TextField>
            <QuantityStepper
              value={quantity}
              max={variant?.stock}
              onChange={setQuantity}
              disabled={soldOut}
            />
            {soldOut && <Typography color="error">Out of stock</Typography>}
            <Stack direction="row" spacing={2}>
              <Button
                variant="outlined"
                size="large"
                disabled={soldOut}
                onClick={() => {
                  dispatch(itemAdded(line()));
                  setAdded(true);
                }}
              >
                Add to Cart
              </Button>
              <Button
                variant="contained"
                color="secondary"
                size="large"
                disabled={soldOut}
                onClick={() => navigate('/checkout', { state: { items: [line()] } })}
              >
                Buy Now
              </Button>
            </Stack>
          </Stack>
        </Grid>
      </Grid>
      <Snackbar
        open={added}
        autoHideDuration={4000}
        onClose={() => setAdded(false)}
        message="Added to cart"
        action={
          <Button component={RouterLink} to="/cart" color="secondary" size="small">
            View cart
          </Button>
        }
      />
    </Container>
  );
}
