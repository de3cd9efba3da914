import type { PlaceOrderApiArg } from '../../store/api/generated/storefrontApi';
import type { CheckoutValues } from './checkoutSchema';
import { pageLanguage } from '../../components/pageLanguage';

/** One perfume size to buy, as the cart or Buy Now hands it over in navigation state. */
export interface CheckoutItem {
  productId: string;
  size: string;
  quantity: number;
  price: number;
  name: string;
  image?: string | null;
  /** The stock available when the line was chosen, for the order limits. */
  stock?: number;
}

function isItem(value: unknown): value is CheckoutItem {
  const v = value as Partial<CheckoutItem> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.productId === 'string' &&
    typeof v.size === 'string' &&
    Number.isInteger(v.quantity) &&
    (v.quantity ?? 0) >= 1 &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price)
  );
}

/**
 * The items of navigation state `{items}`. State outlives a reload and can be anything, so only
 * well-formed lines are kept; a line without a name is shown by its size.
 */
export function checkoutItemsFrom(state: unknown): CheckoutItem[] {
  const items = (state as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items.filter(isItem).map((item) => ({
    ...item,
    name: typeof item.name === 'string' && item.name ? item.name : 'Perfume',
    stock: Number.isInteger(item.stock) ? item.stock : undefined,
  }));
}

/**
 * The order payload: trimmed customer fields, cash on delivery, the page's language, and every
 * line with its price.
 */
export function orderPayload(values: CheckoutValues, items: CheckoutItem[]): PlaceOrderApiArg {
  return {
    body: {
      customerName: values.customerName.trim(),
      customerEmail: values.customerEmail.trim(),
      customerPhone: values.customerPhone.trim(),
      customerProvince: values.customerProvince,
      customerCity: values.customerCity.trim(),
      customerAddress: values.customerAddress.trim(),
      postalcode: values.postalcode.trim(),
      paymentMethod: 'COD',
      // The page's language: her e-mails and WhatsApp texts will be in it.
      language: pageLanguage(),
      products: items.map((item) => ({
        productId: item.productId,
        variantSize: item.size,
        quantity: item.quantity,
        price: item.price,
      })),
    },
  };
}
