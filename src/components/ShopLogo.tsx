import { CARD_IMAGE_WIDTH } from '@shop/domain/images';

/**
 * The shop's logo (its settings), beside its name: the stored image's smaller copy, decorative
 * (alt "") since the name follows it. Nothing when the shop has no logo.
 */
export function ShopLogo({ src, height }: { src: string | undefined; height: number }) {
  if (!src) return null;
  return (
    <img
      src={src.replace(/\.webp$/, `-${CARD_IMAGE_WIDTH}.webp`)}
      alt=""
      data-testid="shop-logo"
      height={height}
      style={{
        height,
        width: 'auto',
        maxWidth: height * 4,
        verticalAlign: 'middle',
        // Between the logo and the name, on either side (an Urdu page reads right to left).
        marginInlineEnd: 8,
      }}
    />
  );
}
