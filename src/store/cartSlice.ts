import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CHECKOUT_LIMITS } from '@shop/domain/checkout';
import { clampQuantity } from '@shop/domain/stock';

/** Why a cart line can no longer be ordered: withdrawn from sale, or none left. */
export type LineUnavailable = 'withdrawn' | 'soldOut';

/** One cart line (docs/product.md §3); the checkout-side view adds name, price, image and stock. */
export interface CartLine {
  productId: string;
  size: string;
  quantity: number;
  name?: string;
  price?: number;
  image?: string | null;
  stock?: number;
  /** Set by the catalogue check when the price changed: the price the customer had seen. */
  previousPrice?: number;
  /** Set by the catalogue check when fewer are left than asked for: what the customer asked. */
  requestedQuantity?: number;
  /** Set by the catalogue check when this perfume and size can no longer be ordered. */
  unavailable?: LineUnavailable;
}

/** A perfume size on sale right now, as the public catalogue lists it. */
export interface CatalogueOffer {
  productId: string;
  size: string;
  name: string;
  price: number;
  stock: number;
  image: string | null;
}

export interface CartState {
  items: CartLine[];
}

const initialState: CartState = { items: [] };

/** At most what is in stock, and never more than one order line may carry. */
function maxQuantity(stock: number | undefined): number {
  return Math.min(stock ?? CHECKOUT_LIMITS.maxQuantity, CHECKOUT_LIMITS.maxQuantity);
}

const sameLine = (a: { productId: string; size: string }, b: { productId: string; size: string }) =>
  a.productId === b.productId && a.size === b.size;

/** The customer's cart: kept in sessionStorage under `cart` by redux-persist. */
export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    itemAdded: (state, action: PayloadAction<CartLine>) => {
      const line = action.payload;
      const existing = state.items.find((item) => sameLine(item, line));
      if (existing) {
        const stock = line.stock ?? existing.stock;
        const quantity = clampQuantity(existing.quantity + line.quantity, maxQuantity(stock));
        Object.assign(existing, { ...line, quantity });
        // The customer has just seen the current price and stock on the perfume's page.
        delete existing.previousPrice;
        delete existing.requestedQuantity;
        delete existing.unavailable;
      } else {
        state.items.push({
          ...line,
          quantity: clampQuantity(line.quantity, maxQuantity(line.stock)),
        });
      }
    },
    itemRemoved: (state, action: PayloadAction<number>) => {
      state.items.splice(action.payload, 1);
    },
    quantityChanged: (state, action: PayloadAction<{ index: number; quantity: number }>) => {
      const line = state.items[action.payload.index];
      if (!line) return;
      line.quantity = clampQuantity(action.payload.quantity, maxQuantity(line.stock));
      delete line.requestedQuantity;
    },
    /** A line lowered to fit what one order may hold (from checkout); never raised. */
    quantityLowered: (
      state,
      action: PayloadAction<{ productId: string; size: string; quantity: number }>,
    ) => {
      const line = state.items.find((item) => sameLine(item, action.payload));
      if (!line || line.quantity <= action.payload.quantity) return;
      if (action.payload.quantity < 1) state.items.splice(state.items.indexOf(line), 1);
      else line.quantity = action.payload.quantity;
      delete line.requestedQuantity;
    },
    /**
     * The cart was checked against the catalogue as it stands. `offers` lists every size on sale
     * of the perfumes in the cart: a line without an offer was withdrawn, a sold-out one cannot
     * be ordered, a changed price replaces the old one (remembered to tell the customer), and a
     * quantity above what is left is lowered to it (remembering what was asked).
     */
    linesRefreshed: (state, action: PayloadAction<{ offers: CatalogueOffer[] }>) => {
      for (const line of state.items) {
        const offer = action.payload.offers.find((o) => sameLine(o, line));
        if (!offer) {
          line.unavailable = 'withdrawn';
          continue;
        }
        line.name = offer.name;
        line.image = offer.image;
        line.stock = offer.stock;
        if (line.price !== undefined && line.price !== offer.price) {
          if (line.previousPrice === undefined) line.previousPrice = line.price;
          else if (line.previousPrice === offer.price) delete line.previousPrice;
        }
        line.price = offer.price;
        if (offer.stock < 1) {
          line.unavailable = 'soldOut';
          continue;
        }
        delete line.unavailable;
        const allowed = maxQuantity(offer.stock);
        if (line.quantity > allowed) {
          line.requestedQuantity ??= line.quantity;
          line.quantity = allowed;
        }
      }
    },
    cleared: (state) => {
      state.items = [];
    },
  },
  selectors: {
    selectCartLines: (state) => state.items,
    selectCartLineCount: (state) => state.items.length,
  },
});

export const { itemAdded, itemRemoved, quantityChanged, quantityLowered, linesRefreshed, cleared } =
  cartSlice.actions;
export const { selectCartLines, selectCartLineCount } = cartSlice.selectors;

/**
 * True once the cart has come back from sessionStorage; false on the server and while a page
 * hydrates, which have no cart to show (the count would read 0 and the cart look empty).
 */
export const selectCartRestored = (state: { cart: { _persist?: { rehydrated: boolean } } }) =>
  state.cart._persist?.rehydrated ?? false;
