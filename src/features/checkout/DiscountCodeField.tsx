import { t } from '@lingui/core/macro';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { serverFieldErrors, serverMessage } from '../../components/errorMessage';
import { formatRs } from '@shop/domain/money';
import { useCheckDiscountCodeMutation } from '../../store/api/enhanced';
import type { CheckoutItem } from './checkoutItems';

/** A code the server accepted for these items: what it takes off. */
export interface AppliedCode {
  code: string;
  discount: number;
}

interface Props {
  items: CheckoutItem[];
  /** The phone typed so far, so a code used up by this number says so now. */
  phone: string;
  applied: AppliedCode | null;
  onApplied: (applied: AppliedCode | null) => void;
  /** Why the code was refused when the order was placed. */
  refusal?: string;
}

/**
 * "Discount code" with Apply: the server prices the code for these items (or says why it does
 * not apply); the order is priced again when placed.
 */
export function DiscountCodeField({ items, phone, applied, onApplied, refusal }: Props) {
  const [check, { isLoading }] = useCheckDiscountCodeMutation();
  const [code, setCode] = useState(applied?.code ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? refusal;

  const apply = async () => {
    setProblem(null);
    try {
      const quote = await check({
        body: {
          code,
          customerPhone: phone.trim() || undefined,
          products: items.map((item) => ({
            productId: item.productId,
            variantSize: item.size,
            quantity: item.quantity,
          })),
        },
      }).unwrap();
      onApplied({ code: quote.code, discount: quote.discount });
    } catch (error) {
      onApplied(null);
      setProblem(
        serverFieldErrors(error).discountCode ??
          serverMessage(error, t`The code could not be checked. Please try again.`),
      );
    }
  };

  const appliedCode = applied?.code ?? '';
  const appliedDiscount = applied ? formatRs(applied.discount) : '';
  if (applied)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography role="status" sx={{ flexGrow: 1 }}>
          {t`Code ${appliedCode} applied: ${appliedDiscount} off.`}
        </Typography>
        <Button
          onClick={() => {
            setCode('');
            onApplied(null);
          }}
        >
          {t`Remove code`}
        </Button>
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        id="discountCode"
        label={t`Discount code`}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          // Enter applies the code rather than placing the order.
          if (event.key === 'Enter') {
            event.preventDefault();
            if (code.trim()) void apply();
          }
        }}
        error={Boolean(shown)}
        helperText={shown}
        slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
        sx={{ flexGrow: 1 }}
      />
      <Button
        variant="outlined"
        onClick={() => void apply()}
        disabled={isLoading || !code.trim()}
        sx={{ minHeight: 56 }}
      >
        {t`Apply`}
      </Button>
    </Box>
  );
}
