/**
 * The e-mails a customer gets about an order, as Mustache templates a shop owner can read and
 * change: `{{name}}` puts a value in, `{{#list}}…{{/list}}` repeats or shows a part when it is
 * there, `{{^name}}…{{/name}}` shows a part when it is not. The HTML is escaped by Mustache; the
 * text is not. modules/orders/orderMails.ts fills them in (see its OrderMailView for the names).
 */

/** Subject lines, one per event. */
export const ORDER_MAIL_SUBJECTS = {
  placed: 'Order {{order.number}} received: {{order.cod}} cash on delivery',
  Confirmed: 'Order {{order.number}} confirmed',
  Shipped: 'Order {{order.number}} is on its way',
  Delivered: 'Order {{order.number}} delivered',
  Cancelled: 'Order {{order.number}} cancelled',
  Returned: 'Order {{order.number}} returned to us',
} as const;

/** The opening lines of each event, shared by the text and HTML mails. */
export const ORDER_MAIL_OPENINGS = {
  placed:
    'Thank you for your order! We have received it and will call or WhatsApp you to confirm it before we ship.',
  Confirmed: 'Your order is confirmed. We are packing it and will hand it to the courier soon.',
  Shipped: 'Your order has left our shop and is on its way to you.',
  Delivered: 'Your order has been delivered. We hope you enjoy your fragrance!',
  Cancelled:
    'Your order has been cancelled. If you did not ask for this, reply to this e-mail or WhatsApp us.',
  Returned:
    'Your order came back to us and was not delivered. If you still want it, reply to this e-mail or WhatsApp us.',
} as const;

export const ORDER_MAIL_TEXT = `Assalam-o-Alaikum {{order.customerName}},

{{opening}}

Order: {{order.number}}
Placed: {{order.placedAt}}
Status: {{order.status}}
{{#shipment}}
Courier: {{courier}}
Tracking number: {{trackingNumber}}
{{#trackingUrl}}
Track it with the courier: {{trackingUrl}}
{{/trackingUrl}}
{{/shipment}}

{{#order.items}}
- {{name}} ({{size}}) x {{quantity}}: {{lineTotal}}
{{/order.items}}
{{#order.breakdown}}
Items: {{order.itemsTotal}}
{{#order.delivery}}
Delivery: {{order.delivery}}
{{/order.delivery}}
{{#order.discount}}
Discount ({{order.discountCode}}): -{{order.discount}}
{{/order.discount}}
{{/order.breakdown}}
Total: {{order.total}}
{{#collect}}
Cash on delivery: please keep {{order.cod}} ready for the rider.
{{/collect}}

Deliver to:
{{order.customerName}}, {{order.phone}}
{{order.address}}
{{order.city}}, {{order.province}} {{order.postalcode}}

Your order: {{links.order}}
Track your order: {{links.track}}

Questions? WhatsApp {{shop.whatsapp}}, call {{shop.phone}} or reply to {{shop.email}}.

{{shop.name}}
{{shop.address}}
`;

export const ORDER_MAIL_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>{{subject}}</title></head>
<body style="margin:0;padding:0;background:#f5f1ea;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
  <h1 style="font-family:Georgia,serif;font-size:22px;margin:0 0 16px">{{shop.name}}</h1>
  <div style="background:#fff;border-radius:8px;padding:20px">
    <p>Assalam-o-Alaikum {{order.customerName}},</p>
    <p>{{opening}}</p>
    <table role="presentation" style="width:100%;border-collapse:collapse;margin:12px 0">
      <tr><td style="padding:4px 12px 4px 0;color:#555;width:130px">Order</td><td style="padding:4px 0;font-weight:bold">{{order.number}}</td></tr>
      <tr><td style="padding:4px 0;color:#555">Placed</td><td style="padding:4px 0">{{order.placedAt}}</td></tr>
      <tr><td style="padding:4px 0;color:#555">Status</td><td style="padding:4px 0">{{order.status}}</td></tr>
      {{#shipment}}
      <tr><td style="padding:4px 0;color:#555">Courier</td><td style="padding:4px 0">{{courier}}</td></tr>
      <tr><td style="padding:4px 0;color:#555">Tracking number</td><td style="padding:4px 0">{{#trackingUrl}}<a href="{{trackingUrl}}">{{trackingNumber}}</a>{{/trackingUrl}}{{^trackingUrl}}{{trackingNumber}}{{/trackingUrl}}</td></tr>
      {{/shipment}}
    </table>
    <table style="width:100%;border-collapse:collapse;margin:12px 0">
      <thead><tr>
        <th style="text-align:left;border-bottom:1px solid #ddd;padding:6px 0">Item</th>
        <th style="text-align:right;border-bottom:1px solid #ddd;padding:6px 0">Qty</th>
        <th style="text-align:right;border-bottom:1px solid #ddd;padding:6px 0">Amount</th>
      </tr></thead>
      <tbody>
      {{#order.items}}
        <tr>
          <td style="padding:6px 0">{{name}} ({{size}})</td>
          <td style="padding:6px 0;text-align:right">{{quantity}}</td>
          <td style="padding:6px 0;text-align:right;white-space:nowrap">{{lineTotal}}</td>
        </tr>
      {{/order.items}}
      </tbody>
      <tfoot>
      {{#order.breakdown}}
      <tr>
        <td colspan="2" style="text-align:left;border-top:1px solid #ddd;padding:6px 0">Items</td>
        <td style="text-align:right;border-top:1px solid #ddd;padding:6px 0;white-space:nowrap">{{order.itemsTotal}}</td>
      </tr>
      {{#order.delivery}}
      <tr>
        <td colspan="2" style="text-align:left;padding:6px 0">Delivery</td>
        <td style="text-align:right;padding:6px 0;white-space:nowrap">{{order.delivery}}</td>
      </tr>
      {{/order.delivery}}
      {{#order.discount}}
      <tr>
        <td colspan="2" style="text-align:left;padding:6px 0">Discount ({{order.discountCode}})</td>
        <td style="text-align:right;padding:6px 0;white-space:nowrap">-{{order.discount}}</td>
      </tr>
      {{/order.discount}}
      {{/order.breakdown}}
      <tr>
        <th colspan="2" style="text-align:left;border-top:1px solid #ddd;padding:6px 0">Total</th>
        <th style="text-align:right;border-top:1px solid #ddd;padding:6px 0;white-space:nowrap">{{order.total}}</th>
      </tr></tfoot>
    </table>
    {{#collect}}
    <p style="background:#fff4d6;border:1px solid #e0b84c;border-radius:6px;padding:12px;font-size:16px">
      <strong>Cash on delivery:</strong> please keep <strong style="white-space:nowrap">{{order.cod}}</strong> ready for the rider.
    </p>
    {{/collect}}
    <p style="margin:16px 0 4px;color:#555">Deliver to</p>
    <p style="margin:0">{{order.customerName}}, {{order.phone}}<br>{{order.address}}<br>{{order.city}}, {{order.province}} {{order.postalcode}}</p>
    <p style="margin:20px 0">
      <a href="{{links.order}}" style="background:#1f1a17;color:#fff;text-decoration:none;padding:10px 16px;border-radius:6px;display:inline-block">View your order</a>
      &nbsp; <a href="{{links.track}}">Track your order</a>
    </p>
  </div>
  <p style="font-size:13px;color:#555;margin-top:16px">
    Questions? WhatsApp <a href="{{shop.whatsappLink}}">{{shop.whatsapp}}</a>, call {{shop.phone}} or write to <a href="mailto:{{shop.email}}">{{shop.email}}</a>.<br>
    {{shop.name}}, {{shop.address}}
  </p>
</div>
</body>
</html>
`;
