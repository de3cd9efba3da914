/**
 * The e-mails a customer gets about an order, as Mustache templates a shop owner can read and
 * change: `{{name}}` puts a value in, `{{#list}}…{{/list}}` repeats or shows a part when it is
 * there, `{{^name}}…{{/name}}` shows a part when it is not. The HTML is escaped by Mustache; the
 * text is not. modules/orders/orderMails.ts fills them in (see its view for the names). One
 * template a format for every language: the words are `{{t.…}}` (./orderMailWords.ts), the
 * layout's direction `{{dir}}`, `{{start}}` and `{{end}}` (left and right in English).
 */

export const ORDER_MAIL_TEXT = `{{t.greeting}} {{order.customerName}}{{t.comma}}

{{opening}}

{{t.order}}: {{order.number}}
{{t.placed}}: {{order.placedAt}}
{{t.status}}: {{order.status}}
{{#shipment}}
{{t.courier}}: {{courier}}
{{t.trackingNumber}}: {{trackingNumber}}
{{#trackingUrl}}
{{t.trackWithCourier}}: {{trackingUrl}}
{{/trackingUrl}}
{{/shipment}}

{{#order.items}}
- {{name}} ({{size}}) {{t.times}} {{quantity}}: {{lineTotal}}
{{/order.items}}
{{#order.breakdown}}
{{t.items}}: {{order.itemsTotal}}
{{#order.delivery}}
{{t.delivery}}: {{order.delivery}}
{{/order.delivery}}
{{#order.discount}}
{{t.discount}} ({{order.discountCode}}): {{order.less}}
{{/order.discount}}
{{/order.breakdown}}
{{t.total}}: {{order.total}}
{{#collect}}
{{t.codTitle}} {{t.codBefore}} {{order.cod}} {{t.codAfter}}
{{/collect}}

{{t.deliverTo}}:
{{order.customerName}}{{t.comma}} {{order.phone}}
{{order.address}}
{{order.city}}{{t.comma}} {{order.province}} {{order.postalcode}}

{{t.yourOrder}}: {{links.order}}
{{t.trackOrder}}: {{links.track}}

{{t.questions}} {{shop.whatsapp}}{{t.call}} {{shop.phone}} {{t.replyTo}} {{shop.email}}{{t.end}}

{{shop.name}}
{{shop.address}}
`;

export const ORDER_MAIL_HTML = `<!doctype html>
<html lang="{{lang}}" dir="{{dir}}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>{{subject}}</title></head>
<body style="margin:0;padding:0;background:#f5f1ea;font-family:{{font}};color:#222">
<div dir="{{dir}}" style="max-width:600px;margin:0 auto;padding:24px 16px;text-align:{{start}}">
  <h1 style="font-family:Georgia,serif;font-size:22px;margin:0 0 16px">{{shop.name}}</h1>
  <div style="background:#fff;border-radius:8px;padding:20px">
    <p>{{t.greeting}} {{order.customerName}}{{t.comma}}</p>
    <p>{{opening}}</p>
    <table role="presentation" style="width:100%;border-collapse:collapse;margin:12px 0">
      <tr><td style="padding:4px 0;padding-{{end}}:12px;color:#555;width:130px">{{t.order}}</td><td style="padding:4px 0;font-weight:bold">{{order.number}}</td></tr>
      <tr><td style="padding:4px 0;color:#555">{{t.placed}}</td><td style="padding:4px 0">{{order.placedAt}}</td></tr>
      <tr><td style="padding:4px 0;color:#555">{{t.status}}</td><td style="padding:4px 0">{{order.status}}</td></tr>
      {{#shipment}}
      <tr><td style="padding:4px 0;color:#555">{{t.courier}}</td><td style="padding:4px 0">{{courier}}</td></tr>
      <tr><td style="padding:4px 0;color:#555">{{t.trackingNumber}}</td><td style="padding:4px 0">{{#trackingUrl}}<a href="{{trackingUrl}}">{{trackingNumber}}</a>{{/trackingUrl}}{{^trackingUrl}}{{trackingNumber}}{{/trackingUrl}}</td></tr>
      {{/shipment}}
    </table>
    <table style="width:100%;border-collapse:collapse;margin:12px 0">
      <thead><tr>
        <th style="text-align:{{start}};border-bottom:1px solid #ddd;padding:6px 0">{{t.item}}</th>
        <th style="text-align:{{end}};border-bottom:1px solid #ddd;padding:6px 0">{{t.qty}}</th>
        <th style="text-align:{{end}};border-bottom:1px solid #ddd;padding:6px 0">{{t.amount}}</th>
      </tr></thead>
      <tbody>
      {{#order.items}}
        <tr>
          <td style="padding:6px 0">{{name}} ({{size}})</td>
          <td style="padding:6px 0;text-align:{{end}}">{{quantity}}</td>
          <td style="padding:6px 0;text-align:{{end}};white-space:nowrap">{{lineTotal}}</td>
        </tr>
      {{/order.items}}
      </tbody>
      <tfoot>
      {{#order.breakdown}}
      <tr>
        <td colspan="2" style="text-align:{{start}};border-top:1px solid #ddd;padding:6px 0">{{t.items}}</td>
        <td style="text-align:{{end}};border-top:1px solid #ddd;padding:6px 0;white-space:nowrap">{{order.itemsTotal}}</td>
      </tr>
      {{#order.delivery}}
      <tr>
        <td colspan="2" style="text-align:{{start}};padding:6px 0">{{t.delivery}}</td>
        <td style="text-align:{{end}};padding:6px 0;white-space:nowrap">{{order.delivery}}</td>
      </tr>
      {{/order.delivery}}
      {{#order.discount}}
      <tr>
        <td colspan="2" style="text-align:{{start}};padding:6px 0">{{t.discount}} ({{order.discountCode}})</td>
        <td style="text-align:{{end}};padding:6px 0;white-space:nowrap">{{order.less}}</td>
      </tr>
      {{/order.discount}}
      {{/order.breakdown}}
      <tr>
        <th colspan="2" style="text-align:{{start}};border-top:1px solid #ddd;padding:6px 0">{{t.total}}</th>
        <th style="text-align:{{end}};border-top:1px solid #ddd;padding:6px 0;white-space:nowrap">{{order.total}}</th>
      </tr></tfoot>
    </table>
    {{#collect}}
    <p style="background:#fff4d6;border:1px solid #e0b84c;border-radius:6px;padding:12px;font-size:16px">
      <strong>{{t.codTitle}}</strong> {{t.codBefore}} <strong style="white-space:nowrap">{{order.cod}}</strong> {{t.codAfter}}
    </p>
    {{/collect}}
    <p style="margin:16px 0 4px;color:#555">{{t.deliverTo}}</p>
    <p style="margin:0">{{order.customerName}}{{t.comma}} {{order.phone}}<br>{{order.address}}<br>{{order.city}}{{t.comma}} {{order.province}} {{order.postalcode}}</p>
    <p style="margin:20px 0">
      <a href="{{links.order}}" style="background:#1f1a17;color:#fff;text-decoration:none;padding:10px 16px;border-radius:6px;display:inline-block">{{t.viewOrder}}</a>
      &nbsp; <a href="{{links.track}}">{{t.trackOrder}}</a>
    </p>
  </div>
  <p style="font-size:13px;color:#555;margin-top:16px">
    {{t.questions}} <a href="{{shop.whatsappLink}}">{{shop.whatsapp}}</a>{{t.call}} <span style="white-space:nowrap">{{shop.phone}}</span> {{t.writeTo}} <a href="mailto:{{shop.email}}">{{shop.email}}</a>{{t.end}}<br>
    {{shop.name}}{{t.comma}} {{shop.address}}
  </p>
</div>
</body>
</html>
`;
