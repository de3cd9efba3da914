import { t } from '@lingui/core/macro';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { serverFieldErrors, serverMessage } from '../../components/errorMessage';
import { checkoutOrder, type CheckoutValues } from './checkoutSchema';

/** One item the server could not reserve (409): how many were asked for and how many are left. */
export interface StockShortfall {
  productId: string;
  variantSize: string;
  name: string;
  requested: number;
  available: number;
}

/** What a failed Place Order says when nothing more is known, in the page's language. */
const retryText = () => t`Your order could not be placed. Please try again.`;

/** What a failed order shows: field errors, a stock conflict, or a message to retry. */
export type PlaceOrderFailure =
  | {
      kind: 'fields';
      fields: Partial<Record<keyof CheckoutValues, string>>;
      /** Problems with the items (param `products`, or a field the form does not have). */
      other: string[];
    }
  | { kind: 'stock'; message: string; stock: StockShortfall[] }
  | { kind: 'other'; message: string };

const isFormField = (param: string): param is keyof CheckoutValues =>
  (checkoutOrder as readonly string[]).includes(param);

function shortfalls(data: unknown): StockShortfall[] {
  const stock = (data as { stock?: unknown } | null)?.stock;
  return Array.isArray(stock)
    ? stock.filter(
        (s): s is StockShortfall =>
          typeof s === 'object' &&
          s !== null &&
          typeof s.name === 'string' &&
          typeof s.variantSize === 'string' &&
          typeof s.available === 'number',
      )
    : [];
}

/** Sorts a placeOrder error into what the checkout shows (docs/product.md §5 and 8). */
export function placeOrderFailure(error: unknown): PlaceOrderFailure {
  const { status, data } = (error ?? {}) as Partial<FetchBaseQueryError>;
  if (status === 409) {
    return {
      kind: 'stock',
      message: serverMessage(error, t`Some items just sold out. Please review your cart.`),
      stock: shortfalls(data),
    };
  }
  const entries = Object.entries(serverFieldErrors(error));
  if (status === 400 && entries.length > 0) {
    const fields: Partial<Record<keyof CheckoutValues, string>> = {};
    const other: string[] = [];
    for (const [param, msg] of entries) {
      if (isFormField(param)) fields[param] = msg;
      else if (!other.includes(msg)) other.push(msg);
    }
    return { kind: 'fields', fields, other };
  }
  // A 400 without a field list, or too many orders (429): the server says what to do.
  const tellsCustomer = status === 400 || status === 429;
  return {
    kind: 'other',
    message: tellsCustomer ? serverMessage(error, retryText()) : retryText(),
  };
}
