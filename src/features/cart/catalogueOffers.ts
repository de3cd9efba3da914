import type { ListPublicPerfumesApiResponse } from '../../store/api/generated/storefrontApi';
import type { CartLine, CatalogueOffer } from '../../store/cartSlice';

/** Every size on sale of the perfumes in the cart, for `linesRefreshed`. */
export function offersFor(
  perfumes: ListPublicPerfumesApiResponse,
  lines: readonly CartLine[],
): CatalogueOffer[] {
  const wanted = new Set(lines.map((line) => line.productId));
  return perfumes
    .filter((perfume) => wanted.has(perfume._id))
    .flatMap((perfume) =>
      perfume.variants.map((variant) => ({
        productId: perfume._id,
        size: variant.size,
        name: perfume.name,
        price: variant.price,
        stock: variant.stock,
        image: variant.image,
      })),
    );
}

/** Whether the check would change anything, so an unchanged cart dispatches nothing. */
export function needsRefresh(lines: readonly CartLine[], offers: CatalogueOffer[]): boolean {
  return lines.some((line) => {
    const offer = offers.find((o) => o.productId === line.productId && o.size === line.size);
    if (!offer) return line.unavailable !== 'withdrawn';
    return (
      offer.price !== line.price ||
      offer.stock !== line.stock ||
      offer.name !== line.name ||
      offer.image !== line.image ||
      (offer.stock < 1 ? line.unavailable !== 'soldOut' : line.unavailable !== undefined) ||
      (offer.stock >= 1 && line.quantity > offer.stock)
    );
  });
}

/** A line as checkout receives it: what to order, without the cart's notices. */
export function toCheckoutItem({ productId, size, quantity, name, price, image, stock }: CartLine) {
  return { productId, size, quantity, name, price, image, stock };
}
