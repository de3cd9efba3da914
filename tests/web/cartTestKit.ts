import type { CartLine } from '../../src/store/cartSlice';

/** Puts lines in sessionStorage as the app keeps the cart, so the app starts with them. */
export function seedCart(items: CartLine[]) {
  sessionStorage.setItem(
    'cart',
    JSON.stringify({
      items: JSON.stringify(items),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    }),
  );
}

export const roseLine: CartLine = {
  productId: 'p-rose',
  size: '30ml',
  quantity: 2,
  name: 'Rose of Lahore',
  price: 2799,
  image: '/uploads/111111111111111111111111.webp',
  stock: 5,
};

export const oudLine: CartLine = {
  productId: 'p-oud',
  size: '50ml',
  quantity: 1,
  name: 'Royal Oud',
  price: 12500,
  image: '/uploads/333333333333333333333333.webp',
  stock: 9,
};
