import { leftToRight, type Language } from './language';
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

/** What a customer sends the shop to confirm an order they placed, in the order's language. */
export function customerConfirmationText(orderNumber: string, language: Language = 'en'): string {
  return language === 'ur'
    ? `السلام علیکم! میں نے آرڈر ${leftToRight(orderNumber)} دیا ہے، اس کی تصدیق ہے۔ براہِ کرم اسے بھیج دیں۔`
    : `Hello! I placed order ${orderNumber} and I confirm it. Please ship it.`;
}

/** What staff send a customer to confirm a cash-on-delivery order before shipping it. */
export function staffConfirmationText(order: {
  customerName: string;
  orderNumber: string;
  totalAmount: number;
  customerCity: string;
  shopName: string;
  /** The order's language (English when not said). */
  language?: Language;
}): string {
  if (order.language === 'ur')
    return [
      `السلام علیکم ${order.customerName}،`,
      `${order.shopName} سے آپ کے آرڈر ${leftToRight(order.orderNumber)} کا شکریہ۔`,
      `کیش آن ڈیلیوری: ${leftToRight(formatRs(order.totalAmount))}، ڈیلیوری ${order.customerCity} میں ہوگی۔`,
      `تصدیق کے لیے براہِ کرم "جی ہاں" یا ${leftToRight('YES')} لکھ کر جواب دیں تاکہ ہم آج ہی آرڈر بھیج سکیں۔`,
    ].join(' ');
  return [
    `Assalam-o-Alaikum ${order.customerName},`,
    `thank you for your order ${order.orderNumber} from ${order.shopName}.`,
    `Cash on delivery: ${formatRs(order.totalAmount)}, to be delivered in ${order.customerCity}.`,
    'Please reply YES to confirm it, so we can ship it today.',
  ].join(' ');
}
