import { formatShopperDateTime } from '@shop/domain/dates';
import type { Language } from '@shop/domain/language';
import type { OrderStatus } from '@shop/domain/orderStatus';
import { SHOP_TIME_ZONE } from '@shop/domain/shopDay';

/** Which e-mail: the order placed, or its move to a status. */
export type OrderMailEvent = 'placed' | Exclude<OrderStatus, 'Pending'>;

/** The words of an order e-mail in one language (./orderMails.ts names them). */
export interface OrderMailWords {
  /** Subject lines, one per event (Mustache, like the templates). */
  subjects: Record<OrderMailEvent, string>;
  /** The opening lines of each event, shared by the text and HTML mails. */
  openings: Record<OrderMailEvent, string>;
  /** When the order was placed, in the shop's time. */
  when: (at: Date) => string;
  /** Each status as the customer reads it. */
  statuses: Record<OrderStatus, string>;
  /**
   * Provinces as the customer reads them, by the stored value (src/domain/checkout.ts's
   * PROVINCES); none: its English label. Here, not there: English pages carry no Urdu.
   */
  provinces: Partial<Record<string, string>>;
  /** The templates' labels and sentence pieces, `{{t.…}}`. */
  t: Record<
    | 'greeting'
    | 'comma'
    | 'order'
    | 'placed'
    | 'status'
    | 'courier'
    | 'trackingNumber'
    | 'trackWithCourier'
    | 'times'
    | 'item'
    | 'qty'
    | 'amount'
    | 'items'
    | 'delivery'
    | 'discount'
    | 'total'
    | 'codTitle'
    | 'codBefore'
    | 'codAfter'
    | 'deliverTo'
    | 'yourOrder'
    | 'viewOrder'
    | 'trackOrder'
    | 'questions'
    | 'call'
    | 'replyTo'
    | 'writeTo'
    | 'end',
    string
  >;
}

const english: OrderMailWords = {
  subjects: {
    placed: 'Order {{order.number}} received: {{order.cod}} cash on delivery',
    Confirmed: 'Order {{order.number}} confirmed',
    Shipped: 'Order {{order.number}} is on its way',
    Delivered: 'Order {{order.number}} delivered',
    Cancelled: 'Order {{order.number}} cancelled',
    Returned: 'Order {{order.number}} returned to us',
  },
  openings: {
    placed:
      'Thank you for your order! We have received it and will call or WhatsApp you to confirm it before we ship.',
    Confirmed: 'Your order is confirmed. We are packing it and will hand it to the courier soon.',
    Shipped: 'Your order has left our shop and is on its way to you.',
    Delivered: 'Your order has been delivered. We hope you enjoy your fragrance!',
    Cancelled:
      'Your order has been cancelled. If you did not ask for this, reply to this e-mail or WhatsApp us.',
    Returned:
      'Your order came back to us and was not delivered. If you still want it, reply to this e-mail or WhatsApp us.',
  },
  when: (at) => formatShopperDateTime(at.toISOString()),
  statuses: {
    Pending: 'Pending',
    Confirmed: 'Confirmed',
    Shipped: 'Shipped',
    Delivered: 'Delivered',
    Cancelled: 'Cancelled',
    Returned: 'Returned',
  },
  provinces: {},
  t: {
    greeting: 'Assalam-o-Alaikum',
    comma: ',',
    order: 'Order',
    placed: 'Placed',
    status: 'Status',
    courier: 'Courier',
    trackingNumber: 'Tracking number',
    trackWithCourier: 'Track it with the courier',
    times: 'x',
    item: 'Item',
    qty: 'Qty',
    amount: 'Amount',
    items: 'Items',
    delivery: 'Delivery',
    discount: 'Discount',
    total: 'Total',
    codTitle: 'Cash on delivery:',
    codBefore: 'please keep',
    codAfter: 'ready for the rider.',
    deliverTo: 'Deliver to',
    yourOrder: 'Your order',
    viewOrder: 'View your order',
    trackOrder: 'Track your order',
    questions: 'Questions? WhatsApp',
    call: ', call',
    replyTo: 'or reply to',
    writeTo: 'or write to',
    end: '.',
  },
};

const urduDayAndTime = new Intl.DateTimeFormat('ur-PK', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  numberingSystem: 'latn',
});

const urdu: OrderMailWords = {
  subjects: {
    placed: 'آرڈر {{order.number}} موصول ہو گیا: {{order.cod}} کیش آن ڈیلیوری',
    Confirmed: 'آرڈر {{order.number}} کی تصدیق ہو گئی',
    Shipped: 'آرڈر {{order.number}} روانہ ہو گیا ہے',
    Delivered: 'آرڈر {{order.number}} پہنچا دیا گیا',
    Cancelled: 'آرڈر {{order.number}} منسوخ کر دیا گیا',
    Returned: 'آرڈر {{order.number}} ہمیں واپس آ گیا',
  },
  openings: {
    placed:
      'آپ کے آرڈر کا شکریہ! ہمیں آپ کا آرڈر مل گیا ہے۔ بھیجنے سے پہلے ہم تصدیق کے لیے آپ کو کال یا واٹس ایپ کریں گے۔',
    Confirmed:
      'آپ کے آرڈر کی تصدیق ہو گئی ہے۔ ہم اسے پیک کر رہے ہیں اور جلد ہی کوریئر کے حوالے کر دیں گے۔',
    Shipped: 'آپ کا آرڈر ہماری دکان سے روانہ ہو چکا ہے اور آپ کی طرف آ رہا ہے۔',
    Delivered: 'آپ کا آرڈر پہنچا دیا گیا ہے۔ امید ہے آپ کو خوشبو پسند آئے گی!',
    Cancelled:
      'آپ کا آرڈر منسوخ کر دیا گیا ہے۔ اگر آپ نے ایسا نہیں کہا تھا تو اس ای میل کا جواب دیں یا ہمیں واٹس ایپ کریں۔',
    Returned:
      'آپ کا آرڈر ڈیلیور نہیں ہو سکا اور ہمیں واپس آ گیا ہے۔ اگر آپ اب بھی یہ آرڈر چاہتے ہیں تو اس ای میل کا جواب دیں یا ہمیں واٹس ایپ کریں۔',
  },
  // '15 جنوری، 2025 کو 2:30 PM': Urdu months, the digits every phone shows.
  when: (at) => urduDayAndTime.format(at),
  statuses: {
    Pending: 'زیرِ التوا',
    Confirmed: 'تصدیق شدہ',
    Shipped: 'روانہ',
    Delivered: 'پہنچ گیا',
    Cancelled: 'منسوخ',
    Returned: 'واپس',
  },
  provinces: {
    Punjab: 'پنجاب',
    Sindh: 'سندھ',
    KPK: 'خیبر پختونخوا',
    Balochistan: 'بلوچستان',
    Islamabad: 'اسلام آباد',
    Gilgit: 'گلگت بلتستان',
    'Azad Kashmir': 'آزاد کشمیر',
  },
  t: {
    greeting: 'السلام علیکم',
    comma: '،',
    order: 'آرڈر',
    placed: 'تاریخ',
    status: 'صورتِ حال',
    courier: 'کوریئر',
    trackingNumber: 'ٹریکنگ نمبر',
    trackWithCourier: 'کوریئر کی ویب سائٹ پر ٹریک کریں',
    times: '×',
    item: 'چیز',
    qty: 'تعداد',
    amount: 'رقم',
    items: 'اشیاء',
    delivery: 'ڈیلیوری',
    discount: 'رعایت',
    total: 'کل رقم',
    codTitle: 'کیش آن ڈیلیوری:',
    codBefore: 'براہِ کرم رائیڈر کے لیے',
    codAfter: 'تیار رکھیں۔',
    deliverTo: 'پتہ',
    yourOrder: 'آپ کا آرڈر',
    viewOrder: 'اپنا آرڈر دیکھیں',
    trackOrder: 'اپنا آرڈر ٹریک کریں',
    questions: 'کوئی سوال ہو تو واٹس ایپ کریں:',
    call: '، فون:',
    replyTo: 'یا ای میل:',
    writeTo: 'یا ای میل:',
    end: '۔',
  },
};

export const ORDER_MAIL_WORDS: Record<Language, OrderMailWords> = { en: english, ur: urdu };
