/** Width of the smaller copy the server stores beside every uploaded image (`<name>-480.webp`). */
export const CARD_IMAGE_WIDTH = 480;
export const GALLERY_IMAGE_WIDTH = 1200;

const STORED = /^\/uploads\/([0-9a-f]{24})\.webp$/;

/** srcset for an image stored by the server: the card copy and the full gallery copy. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const match = url ? STORED.exec(url) : null;
  if (!match) return undefined;
  return `/uploads/${match[1]}-${CARD_IMAGE_WIDTH}.webp ${CARD_IMAGE_WIDTH}w, ${url} ${GALLERY_IMAGE_WIDTH}w`;
}
