import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { DetailList } from '../../components/DetailList';
import { OpensInNewTab } from '../../components/OpensInNewTab';
import { useShopContact } from '../../components/useShopContact';
import { provinceLabel } from '@shop/domain/checkout';
import { internationalPhone, nationalPhone } from '@shop/domain/phone';
import { formatDayAndTime } from '@shop/domain/dates';
import { LANGUAGE_NAMES } from '@shop/domain/language';
import { staffConfirmationText, whatsappLink } from '@shop/domain/whatsapp';
import type { GetOrderApiResponse } from '../../store/api/generated/storefrontApi';
import { SectionCard } from '../../components/SectionCard';

const paymentLabel = (method: string) => (method === 'COD' ? 'Cash on Delivery (COD)' : method);

/**
 * Who ordered and where it goes, as a description list, with a WhatsApp chat and a call to the
 * customer. While the order is Pending the chat opens with the confirmation request typed in.
 */
export function OrderCustomerCard({ order }: { order: GetOrderApiResponse }) {
  const shop = useShopContact();
  const pending = order.status === 'Pending';
  const chat = whatsappLink(
    order.customerPhone,
    pending ? staffConfirmationText({ ...order, shopName: shop.name }) : '',
  );
  const phone = internationalPhone(order.customerPhone);
  return (
    <SectionCard titleId="order-customer" title="Customer" sx={{ height: '100%' }}>
      <DetailList
        rows={[
          ['Name', order.customerName],
          ['Email', order.customerEmail],
          ['Phone', nationalPhone(order.customerPhone)],
          ['Address', order.customerAddress],
          ['City', order.customerCity],
          ['Province', provinceLabel(order.customerProvince)],
          ['Postal Code', order.postalcode],
          ['Payment Method', paymentLabel(order.paymentMethod)],
          ['Language', LANGUAGE_NAMES[order.language]],
          ['Placed', formatDayAndTime(order.createdAt)],
        ]}
      />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        {chat && (
          <Button
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            color="success"
            startIcon={<WhatsAppIcon aria-hidden />}
            aria-describedby={pending ? 'whatsapp-confirmation-hint' : undefined}
          >
            Message on WhatsApp
            <OpensInNewTab />
          </Button>
        )}
        <Button
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          variant="outlined"
          startIcon={<PhoneIcon aria-hidden />}
        >
          Call {phone}
        </Button>
      </Stack>
      {chat && pending && (
        <Typography
          id="whatsapp-confirmation-hint"
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1 }}
        >
          The message asks the customer to reply YES to confirm the order and its amount
          {order.language === 'en'
            ? '.'
            : `, in ${LANGUAGE_NAMES[order.language]}: the order's language.`}
        </Typography>
      )}
    </SectionCard>
  );
}
