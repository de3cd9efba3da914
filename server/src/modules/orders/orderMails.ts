import Mustache from 'mustache';
import type { ShopContact } from '@shop/domain/brand';
import { provinceLabel, type CustomerFields } from '@shop/domain/checkout';
import { nationalPhone } from '@shop/domain/phone';
import { courierTrackingUrl } from '@shop/domain/couriers';
import {
  DEFAULT_LANGUAGE,
  languageDirection,
  pathInLanguage,
  leftToRight,
  type Language,
  URDU_FONTS,
} from '@shop/domain/language';
import { formatRs, itemsAmount, lineTotal } from '@shop/domain/money';
import { trackOrderPath } from '@shop/domain/orderTracking';
import { isTerminal, type OrderStatus } from '@shop/domain/orderStatus';
import { enqueueMail, type OutgoingMail } from '../mail';
import { ORDER_MAIL_HTML, ORDER_MAIL_TEXT, ORDER_MAIL_WORDS, type OrderMailEvent } from '../mail';
import type { Tx } from '../../db/client';
import { nameIn } from '../../schemas/urduText';

/** What an order e-mail is made from: the order as stored, with its lines. */
export interface OrderMailData extends CustomerFields {
  id: string;
  orderNumber: string;
  paymentMethod: string;
  status: OrderStatus;
  totalAmount: number;
  /** Rs. for delivery, part of `totalAmount`; 0 or absent: free. */
  deliveryFee?: number;
  /** Rs. taken off by a discount code, already out of `totalAmount`; 0 or absent: none. */
  discount?: number;
  discountCode?: string | null;
  /** The language the order was placed in (English when not said). */
  language?: Language;
  createdAt: Date;
  courier: string | null;
  trackingNumber: string | null;
  /** `nameUr`: the perfume's Urdu name as ordered, used in an Urdu order's messages. */
  lines: { name: string; nameUr?: string | null; size: string; quantity: number; price: number }[];
}

/** The font of the mail's text: Urdu in a Nastaliq face where the reader has one. */
const FONTS: Record<Language, string> = {
  en: 'Arial,Helvetica,sans-serif',
  ur: `${URDU_FONTS};line-height:2`,
};

/** The values the templates (mail/templates/orderMails.ts) can name, in the order's language. */
function view(event: OrderMailEvent, order: OrderMailData, shop: ShopContact, origin: string) {
  const language = order.language ?? DEFAULT_LANGUAGE;
  const words = ORDER_MAIL_WORDS[language];
  // Amounts, numbers, phones and links stay left to right, whole, in right-to-left text.
  const dir = languageDirection(language);
  const rtl = dir === 'rtl';
  const piece = rtl ? leftToRight : (text: string) => text;
  const rs = (amount: number) => piece(formatRs(amount));
  const status: OrderStatus = event === 'placed' ? 'Pending' : event;
  // Cash is still to be collected while the order's life goes on.
  const collect = order.paymentMethod === 'COD' && !isTerminal(status);
  return {
    lang: language,
    dir,
    start: rtl ? 'right' : 'left',
    end: rtl ? 'left' : 'right',
    font: FONTS[language],
    t: words.t,
    opening: words.openings[event],
    collect,
    shop: {
      ...shop,
      phone: piece(shop.phone),
      whatsapp: piece(shop.whatsapp),
      email: piece(shop.email),
      whatsappLink: shop.social.whatsapp,
    },
    order: {
      number: piece(order.orderNumber),
      placedAt: words.when(order.createdAt),
      status: words.statuses[status],
      customerName: order.customerName,
      phone: piece(nationalPhone(order.customerPhone)),
      address: order.customerAddress,
      city: order.customerCity,
      province: words.provinces[order.customerProvince] ?? provinceLabel(order.customerProvince),
      postalcode: piece(order.postalcode),
      items: order.lines.map((line) => ({
        name: nameIn(language, line),
        size: piece(line.size),
        quantity: line.quantity,
        lineTotal: rs(lineTotal(line.price, line.quantity)),
      })),
      // Items, delivery and discount shown apart only when delivery or a discount is there.
      breakdown: Boolean(order.deliveryFee || order.discount),
      delivery: order.deliveryFee ? rs(order.deliveryFee) : null,
      discount: order.discount ? rs(order.discount) : null,
      less: order.discount ? piece(`-${formatRs(order.discount)}`) : null,
      discountCode: order.discountCode ? piece(order.discountCode) : null,
      itemsTotal: rs(itemsAmount(order.totalAmount, order.deliveryFee ?? 0, order.discount ?? 0)),
      total: rs(order.totalAmount),
      cod: rs(order.totalAmount),
    },
    shipment:
      order.courier && order.trackingNumber && (event === 'Shipped' || event === 'Delivered')
        ? {
            courier: order.courier,
            trackingNumber: piece(order.trackingNumber),
            trackingUrl: courierTrackingUrl(order.courier, order.trackingNumber),
          }
        : null,
    links: {
      // Her pages in the language she ordered in (/ur/… for Urdu).
      order: `${origin}${pathInLanguage(`/order/${order.id}`, language)}`,
      track: `${origin}${pathInLanguage(trackOrderPath(order.orderNumber), language)}`,
    },
  };
}

const asIs = (value: unknown) => String(value);

/** The customer's e-mail for an order event, text and HTML, named so it is sent once. */
export function orderMail(
  event: OrderMailEvent,
  order: OrderMailData,
  shop: ShopContact,
  origin: string,
): OutgoingMail {
  const values = view(event, order, shop, origin);
  const words = ORDER_MAIL_WORDS[order.language ?? DEFAULT_LANGUAGE];
  const subject = Mustache.render(words.subjects[event], values, {}, { escape: asIs });
  return {
    eventKey: event === 'placed' ? `order-placed:${order.id}` : `order-${event}:${order.id}`,
    to: order.customerEmail,
    subject,
    text: Mustache.render(ORDER_MAIL_TEXT, values, {}, { escape: asIs }),
    html: Mustache.render(ORDER_MAIL_HTML, { ...values, subject }),
  };
}

/** Writes order e-mails into the outbox in the order's own transaction; sent once it commits. */
export class OrderMails {
  constructor(
    /** The shop's contact details as the settings hold them now. */
    private readonly shop: () => ShopContact,
    private readonly origin: string,
    /** Tells the sender to look at the outbox (after the transaction commits). */
    readonly wake: () => void,
  ) {}

  async enqueue(tx: Tx, event: OrderMailEvent, order: OrderMailData): Promise<void> {
    await enqueueMail(tx, orderMail(event, order, this.shop(), this.origin));
  }
}
