/**
 * Orders placed through the API as the checkout sends them, for tests (and scripts) that need an
 * order to look at rather than the checkout itself.
 */

/** A perfume as the storefront's list gives it. */
export interface PublicPerfume {
  _id: string;
  name: string;
  category: { _id: string; name: string };
  variants: { _id: string; size: string; price: number; stock: number; image: string | null }[];
}

export interface OrderLine {
  productId: string;
  variantSize: string;
  quantity: number;
}

export interface PlacedOrder {
  _id: string;
  orderNumber: string;
  totalAmount: number;
}

/** The customer of orders whose customer does not matter. */
export const CUSTOMER = {
  customerName: 'Zara Ali',
  customerEmail: 'zara@example.pk',
  customerPhone: '0300 1112223',
  customerProvince: 'Punjab',
  customerCity: 'Lahore',
  customerAddress: 'House 12, Street 4, Model Town',
  postalcode: '54700',
  paymentMethod: 'COD',
};

/** The perfumes on sale. */
export async function publicPerfumes(shopUrl: string): Promise<PublicPerfume[]> {
  return (await (await fetch(`${shopUrl}/api/products/public`)).json()) as PublicPerfume[];
}

/** `quantity` of a perfume's first size. */
export const firstSize = (product: PublicPerfume, quantity = 1): OrderLine => ({
  productId: product._id,
  variantSize: product.variants[0]!.size,
  quantity,
});

/** Places an order of `lines`; fails with the server's answer unless it is placed. */
export async function placeOrder(
  shopUrl: string,
  lines: OrderLine[],
  customer: Partial<typeof CUSTOMER> = {},
): Promise<PlacedOrder> {
  const response = await fetch(`${shopUrl}/api/orders/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...CUSTOMER, ...customer, products: lines }),
  });
  if (response.status !== 201)
    throw new Error(`order not placed (${response.status}): ${await response.text()}`);
  return ((await response.json()) as { order: PlacedOrder }).order;
}
