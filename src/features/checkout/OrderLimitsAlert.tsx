import { t } from '@lingui/core/macro';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { linesOverLimits, type OrderLimits } from '@shop/domain/orderLimits';
import { useOrderLimits } from '../../components/useOrderLimits';
import { limitText } from '../../components/limitMessages';
import { useAppDispatch } from '../../store/hooks';
import { quantityLowered } from '../../store/cartSlice';
import type { CheckoutItem } from './checkoutItems';

/** The id Place Order moves focus to while lines are over a limit. */
export const ORDER_LIMITS_ALERT_ID = 'order-limits';

/** The checkout's lines over what one order may hold (src/domain/orderLimits.ts). */
export const itemsOverLimits = (items: CheckoutItem[], limits: OrderLimits) =>
  linesOverLimits(
    items.map((item) => ({ quantity: item.quantity, available: item.stock })),
    limits,
  );

/**
 * Before the form: each line over a limit, why, and a control that lowers it (in the checkout and
 * in the cart), so Place Order never meets a limit the page did not show.
 */
export function OrderLimitsAlert({ items }: { items: CheckoutItem[] }) {
  const limits = useOrderLimits();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const over = itemsOverLimits(items, limits);
  if (over.length === 0) return null;

  const lower = (index: number, quantity: number) => {
    const item = items[index]!;
    dispatch(quantityLowered({ productId: item.productId, size: item.size, quantity }));
    const lowered = items.flatMap((it, i) =>
      i !== index ? [it] : quantity > 0 ? [{ ...it, quantity }] : [],
    );
    const state = (location.state ?? {}) as Record<string, unknown>;
    void navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: { ...state, items: lowered },
    });
  };

  return (
    <Alert id={ORDER_LIMITS_ALERT_ID} tabIndex={-1} severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>{t`Change your order before placing it`}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {over.map((line) => {
          const item = items[line.index]!;
          return (
            <Box component="li" key={`${item.productId}\u0000${item.size}`} sx={{ mb: 1 }}>
              {item.name} ({item.size}), {line.quantity}:{' '}
              {limitText(line.limit, limits, line.lowerTo)}.{' '}
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                sx={{ ml: 1 }}
                // The visible words first (WCAG 2.5.3), then which line.
                aria-label={
                  line.lowerTo > 0
                    ? t`Lower to ${line.lowerTo}: ${item.name} ${item.size}`
                    : t`Remove: ${item.name} ${item.size}`
                }
                onClick={() => lower(line.index, line.lowerTo)}
              >
                {line.lowerTo > 0 ? t`Lower to ${line.lowerTo}` : t`Remove`}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Alert>
  );
}
