/** `sizes` of a perfume card's image: the card's width at each breakpoint of the grid. */
export const CARD_SIZES =
  '(max-width: 600px) 100vw, (max-width: 900px) 50vw, (max-width: 1200px) 33vw, 25vw';

/** `sizes` of the large image on a perfume's page. */
export const GALLERY_SIZES = '(max-width: 900px) 100vw, 50vw';
