import { t } from '@lingui/core/macro';
import { RouterLink } from '../../components/RouterLink';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

/** 'Added to cart', with a way to the cart, after Add to Cart on a perfume's page. */
export function AddedToCart({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={4000}
      onClose={onClose}
      message={t`Added to cart`}
      action={
        <Button component={RouterLink} to="/cart" color="secondary" size="small">
          {t`View cart`}
        </Button>
      }
    />
  );
}
