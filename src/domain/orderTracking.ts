/**
 * How /track-order is addressed: the order number rides in the address (`?number=`), so a reload,
 * Back and Forward or a shared link show the same order.
 */

/** An order number as the server looks it up: no spaces around it, upper case. */
export const normalOrderNumber = (typed: string) => typed.trim().toUpperCase();

/** The /track-order address that shows an order (the order page and the e-mails link to it). */
export const trackOrderPath = (orderNumber: string) =>
  `/track-order?number=${encodeURIComponent(normalOrderNumber(orderNumber))}`;

/**
 * The order number a /track-order address asks for, '' for none. E-mails sent before the number
 * was kept in the address name it `orderNumber`; those links show the order too.
 */
export const trackedNumberIn = (search: URLSearchParams) =>
  normalOrderNumber(search.get('number') ?? search.get('orderNumber') ?? '');
