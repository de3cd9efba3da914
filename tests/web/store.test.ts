import { describe, expect, it } from 'vitest';
import { itemAdded } from '../../src/store/cartSlice';
import { api } from '../../src/store/api/enhanced';
import { makeStore } from '../../src/store/store';

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('store persistence', () => {
  it('keeps the cart in sessionStorage under "cart" and persists nothing else', async () => {
    const store = makeStore();
    store.dispatch(itemAdded({ productId: 'p1', size: '50ml', quantity: 2 }));
    await store.dispatch(api.endpoints.getActiveCategories.initiate({}));
    await store.persistor.flush();
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
    await first.persistor.flush();
    await flush();

    const second = makeStore();
    await new Promise<void>((resolve) => {
      const stop = second.persistor.subscribe(() => {
        if (second.persistor.getState().bootstrapped) {
          stop();
          resolve();
        }
      });
      if (second.persistor.getState().bootstrapped) resolve();
    });
    expect(second.getState().cart.items.map((line) => line.productId)).toEqual(['p1', 'p2']);
    expect(second.getState().api.queries).toEqual({});
  });
});
