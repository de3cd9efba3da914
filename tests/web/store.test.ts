import { describe, expect, it } from 'vitest';
import { itemAdded } from '../../src/store/cartSlice';
import { api } from '../../src/store/api/enhanced';
import { makeStore } from '../../src/store/store';

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('store persistence', () => {
  it('keeps the cart in sessionStorage under "cart" and persists nothing else', async () => {
    const store = makeStore();
    store.dispatch(itemAdded({ productId: 'p1', size: '50ml', quantity: 2 }));
    await store.dispatch(api.endpoints.getActiveCategories.initiate());
    await store.cartRestored;
    await flush();
    expect(Object.keys(sessionStorage)).toEqual(['cart']);
    expect(Object.keys(localStorage)).toEqual([]);
    const saved = JSON.parse(sessionStorage.getItem('cart')!);
    expect(JSON.parse(saved.items)).toEqual([{ productId: 'p1', size: '50ml', quantity: 2 }]);
  });

  it('restores the cart into a new store, as after a reload', async () => {
    const first = makeStore();
    first.dispatch(itemAdded({ productId: 'p1', size: '50ml', quantity: 1 }));
    first.dispatch(itemAdded({ productId: 'p2', size: '100ml', quantity: 3 }));
    await first.cartRestored;
    await flush();

    const second = makeStore();
    await second.cartRestored;
    expect(second.getState().cart.items.map((line) => line.productId)).toEqual(['p1', 'p2']);
    expect(second.getState().api.queries).toEqual({});
  });

  it('reads a cart saved by redux-persist (which kept it before) and writes it in that shape', async () => {
    sessionStorage.setItem(
      'cart',
      JSON.stringify({
        items: JSON.stringify([{ productId: 'p3', size: '30ml', quantity: 2 }]),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const store = makeStore();
    expect(store.getState().cart.items).toEqual([]); // the state a page was rendered with
    await store.cartRestored;
    expect(store.getState().cart.items).toEqual([{ productId: 'p3', size: '30ml', quantity: 2 }]);
    store.dispatch(itemAdded({ productId: 'p4', size: '50ml', quantity: 1 }));
    const saved = JSON.parse(sessionStorage.getItem('cart')!);
    expect(JSON.parse(saved._persist)).toEqual({ version: -1, rehydrated: true });
    expect(JSON.parse(saved.items).map((line: { productId: string }) => line.productId)).toEqual([
      'p3',
      'p4',
    ]);
  });

  it('keeps lines added before the cart came back over the saved ones', async () => {
    sessionStorage.setItem(
      'cart',
      JSON.stringify({ items: JSON.stringify([{ productId: 'old', size: '30ml', quantity: 1 }]) }),
    );
    const store = makeStore();
    store.dispatch(itemAdded({ productId: 'new', size: '50ml', quantity: 1 }));
    await store.cartRestored;
    expect(store.getState().cart.items.map((line) => line.productId)).toEqual(['new']);
    expect(store.getState().cart.restored).toBe(true);
  });
});
