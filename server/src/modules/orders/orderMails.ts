import Mustache from 'mustache';
import type { ShopContact } from '@shop/domain/brand';
import { provinceLabel, type CustomerFields } from '@shop/domain/checkout';
import { nationalPhone } from '@shop/domain/phone';
import { courierTrackingUrl } from '@shop/domain/couriers';
import { formatShopperDateTime } from '@shop/domain/dates';
import { formatRs, lineTotal } from '@shop/domain/money';
import { trackOrderPath } from '@shop/domain/orderTracking';
import { isTerminal, type OrderStatus } from '@shop/domain/orderStatus';
import { enqueueMail, type OutgoingMail } from '../mail';
import {
  ORDER_MAIL_HTML,
  ORDER_MAIL_OPENINGS,
  ORDER_MAIL_SUBJECTS,
  ORDER_MAIL_TEXT,
} from '../mail';
import type { Tx } from '../../db/client';

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
  createdAt: Date;
  courier: string | null;
  trackingNumber: string | null;
  lines: { name: string; size: string; quantity: number; price: number }[];
}

/** Which e-mail: the order placed, or its move to a status. */
export type OrderMailEvent = 'placed' | Exclude<OrderStatus, 'Pending'>;

/** The values the templates (mail/templates/orderMails.ts) can name. */
function view(event: OrderMailEvent, order: OrderMailData, shop: ShopContact, origin: string) {
  const status: OrderStatus = event === 'placed' ? 'Pending' : event;
  // Cash is still to be collected while the order's life goes on.
  const collect = order.paymentMethod === 'COD' && !isTerminal(status);
  return {
    opening: ORDER_MAIL_OPENINGS[event],
    collect,
    shop: { ...shop, whatsappLink: shop.social.whatsapp },
    order: {
      number: order.orderNumber,
      placedAt: formatShopperDateTime(order.createdAt.toISOString()),
      status,
      customerName: order.customerName,
      phone: nationalPhone(order.customerPhone),
      address: order.customerAddress,
      city: order.customerCity,
      province: provinceLabel(order.customerProvince),
      postalcode: order.postalcode,
      items: order.lines.map((line) => ({
        name: line.name,
        size: line.size,
        quantity: line.quantity,
        lineTotal: formatRs(lineTotal(line.price, line.quantity)),
      })),
      // Items, delivery and discount shown apart only when delivery or a discount is there.
      breakdown: Boolean(order.deliveryFee || order.discount),
      delivery: order.deliveryFee ? formatRs(order.deliveryFee) : null,
      discount: order.discount ? formatRs(order.discount) : null,
      discountCode: order.discountCode ?? null,
      itemsTotal: formatRs(
        (Math.round(order.totalAmount * 100) -
          Math.round((order.deliveryFee ?? 0) * 100) +
          Math.round((order.discount ?? 0) * 100)) /
          100,
      ),
      total: formatRs(order.totalAmount),
      cod: formatRs(order.totalAmount),
    },
    shipment:
      order.courier && order.trackingNumber && (event === 'Shipped' || event === 'Delivered')
        ? {
            courier: order.courier,
            trackingNumber: order.trackingNumber,
            trackingUrl: courierTrackingUrl(order.courier, order.trackingNumber),
          }
        : null,
    links: {
      order: `${origin}/order/${order.id}`,
      track: `${origin}${trackOrderPath(order.orderNumber)}`,
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
  const subject = Mustache.render(ORDER_MAIL_SUBJECTS[event], values, {}, { escape: asIs });
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
