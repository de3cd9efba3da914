import { formatRs } from './money';
import { whatsappDigits } from './phone';

/**
 * A wa.me link that opens a chat with the number, the text (if any) prefilled; null for a bad
 * number.
 */
export function whatsappLink(phone: string, text = ''): string | null {
  const digits = whatsappDigits(phone);
  if (!digits) return null;
  return text
    ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
    : `https://wa.me/${digits}`;
}

/** What a customer sends the shop to confirm an order they placed. */
export const customerConfirmationText = (orderNumber: string) =>
  `Hello! I placed order ${orderNumber} and I confirm it. Please ship it.`;

/** What staff send a customer to confirm a cash-on-delivery order before shipping it. */
export function staffConfirmationText(order: {
  customerName: string;
  orderNumber: string;
  totalAmount: number;
  customerCity: string;
  shopName: string;
}): string {
  return [
    `Assalam-o-Alaikum ${order.customerName},`,
    `thank you for your order ${order.orderNumber} from ${order.shopName}.`,
    `Cash on delivery: ${formatRs(order.totalAmount)}, to be delivered in ${order.customerCity}.`,
    'Please reply YES to confirm it, so we can ship it today.',
  ].join(' ');
}
