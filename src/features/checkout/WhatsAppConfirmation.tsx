import { t } from '@lingui/core/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { OpensInNewTab } from '../../components/OpensInNewTab';
import { useShopContact } from '../../components/useShopContact';
import { awaitsCustomerConfirmation, type OrderStatus } from '@shop/domain/orderStatus';
import type { Language } from '@shop/domain/language';
import { customerConfirmationText, whatsappLink } from '@shop/domain/whatsapp';

/**
 * The call to confirm a Pending cash-on-delivery order on the shop's WhatsApp, the order number
 * already typed in the message (the order page and /track-order); nothing once it is confirmed.
 */
export function WhatsAppConfirmation({
  order,
}: {
  order: { orderNumber: string; status: OrderStatus; language?: Language };
}) {
  const shop = useShopContact();
  const href = whatsappLink(
    shop.whatsapp,
    customerConfirmationText(order.orderNumber, order.language),
  );
  if (!href || !awaitsCustomerConfirmation(order.status)) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="confirm-on-whatsapp"
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        mb: 4,
        borderColor: 'success.main',
        borderWidth: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
      }}
    >
      <Box sx={{ flex: '1 1 280px' }}>
        <Typography id="confirm-on-whatsapp" variant="h6" component="h2">
          {t`Confirm your order on WhatsApp`}
        </Typography>
        <Typography variant="body2" id="confirm-on-whatsapp-why">
          {t`Confirmed orders are packed and shipped first: confirming now speeds up your delivery.`}
        </Typography>
      </Box>
      <Button
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        variant="contained"
        color="success"
        size="large"
        startIcon={<WhatsAppIcon aria-hidden />}
        aria-describedby="confirm-on-whatsapp-why"
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {t`Confirm on WhatsApp`}
        <OpensInNewTab />
      </Button>
    </Paper>
  );
}
