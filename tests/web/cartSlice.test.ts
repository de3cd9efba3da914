import { describe, expect, it } from 'vitest';
import {
  cartSlice,
  cleared,
  itemAdded,
  itemRemoved,
  linesRefreshed,
  quantityChanged,
  selectCartLineCount,
  selectCartLines,
  type CartLine,
  type CartState,
  type CatalogueOffer,
} from '../../src/store/cartSlice';

const reduce = (
  state: CartState | undefined,
  ...actions: Parameters<typeof cartSlice.reducer>[1][]
) =>
  actions.reduce((s, action) => cartSlice.reducer(s, action), state ?? cartSlice.getInitialState());

const rose30: CartLine = {
  productId: 'p-rose',
  size: '30ml',
  quantity: 1,
  name: 'Rose of Lahore',
  price: 2799,
  stock: 5,
};
const rose100: CartLine = { ...rose30, size: '100ml', price: 7499, stock: 2 };
const oud: CartLine = { productId: 'p-oud', size: '50ml', quantity: 2, price: 12500, stock: 9 };

const offer = (line: CartLine, changes: Partial<CatalogueOffer> = {}): CatalogueOffer => ({
  productId: line.productId,
  size: line.size,
  name: line.name ?? 'Perfume',
  price: line.price ?? 0,
  stock: line.stock ?? 10,
  image: null,
  ...changes,
});

describe('cart reducer (docs/product.md §4)', () => {
  it('raises the quantity of a line with the same perfume and size, else appends a line', () => {
    const state = reduce(
      undefined,
      itemAdded(rose30),
      itemAdded({ ...rose30, quantity: 2 }),
      itemAdded(rose100),
    );
    expect(state.items).toEqual([
      { ...rose30, quantity: 3 },
      { ...rose100, quantity: 1 },
    ]);
  });

  it('never adds up beyond the stock', () => {
    const state = reduce(
      undefined,
      itemAdded({ ...rose30, quantity: 4 }),
      itemAdded({ ...rose30, quantity: 4 }),
    );
    expect(state.items[0]!.quantity).toBe(5);
  });

  it('removes a line by its index', () => {
    const state = reduce(
      undefined,
      itemAdded(rose30),
      itemAdded(rose100),
      itemAdded(oud),
      itemRemoved(1),
    );
    expect(state.items.map((l) => `${l.productId} ${l.size}`)).toEqual([
      'p-rose 30ml',
      'p-oud 50ml',
    ]);
  });

  it('clamps a changed quantity to 1..stock; bad input becomes 1', () => {
    const start = reduce(undefined, itemAdded(rose30));
    expect(reduce(start, quantityChanged({ index: 0, quantity: 4 })).items[0]!.quantity).toBe(4);
    expect(reduce(start, quantityChanged({ index: 0, quantity: 0 })).items[0]!.quantity).toBe(1);
    expect(reduce(start, quantityChanged({ index: 0, quantity: -3 })).items[0]!.quantity).toBe(1);
    expect(reduce(start, quantityChanged({ index: 0, quantity: NaN })).items[0]!.quantity).toBe(1);
    expect(reduce(start, quantityChanged({ index: 0, quantity: 99 })).items[0]!.quantity).toBe(5);
    expect(reduce(start, quantityChanged({ index: 7, quantity: 2 }))).toEqual(start);
  });

  it('keeps a quantity without known stock at most what one order line may carry (100)', () => {
    const state = reduce(
      undefined,
      itemAdded({ productId: 'p1', size: '50ml', quantity: 1 }),
      quantityChanged({ index: 0, quantity: 500 }),
    );
    expect(state.items[0]!.quantity).toBe(100);
  });

  it('clears every line', () => {
    const state = reduce(undefined, itemAdded(rose30), itemAdded(oud), cleared());
    expect(state.items).toEqual([]);
  });

  it('counts lines, not units', () => {
    const state = reduce(undefined, itemAdded({ ...rose30, quantity: 3 }), itemAdded(oud));
    const root = { cart: state };
    expect(selectCartLineCount(root)).toBe(2);
    expect(selectCartLines(root)).toHaveLength(2);
  });
});

describe('linesRefreshed: the cart checked against the catalogue', () => {
  it('marks a withdrawn perfume or size and a sold-out size as unavailable', () => {
    const state = reduce(
      undefined,
      itemAdded(rose30),
      itemAdded(rose100),
      itemAdded(oud),
      linesRefreshed({ offers: [offer(rose30), offer(rose100, { stock: 0 })] }),
    );
    expect(state.items.map((l) => l.unavailable)).toEqual([undefined, 'soldOut', 'withdrawn']);
  });

  it('takes a new price, remembering the old one, and forgets it when the price returns', () => {
    const changed = reduce(
      undefined,
      itemAdded(rose30),
      linesRefreshed({ offers: [offer(rose30, { price: 2999 })] }),
    );
    expect(changed.items[0]).toMatchObject({ price: 2999, previousPrice: 2799 });
    const again = reduce(changed, linesRefreshed({ offers: [offer(rose30, { price: 3199 })] }));
    expect(again.items[0]).toMatchObject({ price: 3199, previousPrice: 2799 });
    const back = reduce(again, linesRefreshed({ offers: [offer(rose30)] }));
    expect(back.items[0]!.price).toBe(2799);
    expect(back.items[0]!.previousPrice).toBeUndefined();
  });

  it('lowers a quantity above what is left, remembering what was asked, until changed', () => {
    const lowered = reduce(
      undefined,
      itemAdded({ ...rose30, quantity: 4 }),
      linesRefreshed({ offers: [offer(rose30, { stock: 2 })] }),
    );
    expect(lowered.items[0]).toMatchObject({ quantity: 2, stock: 2, requestedQuantity: 4 });
    const changed = reduce(lowered, quantityChanged({ index: 0, quantity: 1 }));
    expect(changed.items[0]!.requestedQuantity).toBeUndefined();
  });

  it('changes nothing when the catalogue agrees with the cart', () => {
    const state = reduce(undefined, itemAdded({ ...rose30, image: null }));
    expect(reduce(state, linesRefreshed({ offers: [offer(rose30)] }))).toBe(state);
  });

  it('adding the perfume again from its page clears the notices', () => {
    const state = reduce(
      undefined,
      itemAdded(rose30),
      linesRefreshed({ offers: [offer(rose30, { price: 2999 })] }),
      itemAdded({ ...rose30, price: 2999 }),
    );
    expect(state.items[0]!.previousPrice).toBeUndefined();
    expect(state.items[0]!.quantity).toBe(2);
  });
});
