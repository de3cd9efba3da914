import { t } from '@lingui/core/macro';
import { RouterLink } from '../../components/RouterLink';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { StockShortfall } from './placeOrderFailure';

/** A 409: which items ran short and how many are left of each, with a way back to the cart. */
export function StockConflictAlert({
  stock,
  message,
}: {
  stock: StockShortfall[];
  message: string;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button component={RouterLink} to="/cart" color="inherit" size="small">
          {t`Back to cart`}
        </Button>
      }
    >
      <AlertTitle>{t`Not enough stock for your order`}</AlertTitle>
      {stock.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {stock.map((item) => (
            <li key={`${item.productId}\u0000${item.variantSize}`}>
              {item.name} ({item.variantSize}):{' '}
              {item.available === 0
                ? t`sold out (you asked for ${item.requested})`
                : t`only ${item.available} left (you asked for ${item.requested})`}
            </li>
          ))}
        </Box>
      ) : (
        message
      )}
    </Alert>
  );
}
