import type { BottleLook } from './demoImages';
import demoShop from './demoShop.json';

interface DemoPerfume {
  name: string;
  description: string;
  /** Shown on the storefront's Urdu pages. */
  nameUr: string;
  descriptionUr: string;
  look: BottleLook;
  variants: { size: string; price: number; stock: number }[];
}

interface DemoCategory {
  name: string;
  description: string;
  nameUr: string;
  descriptionUr: string;
  backdrop: [string, string];
  perfumes: DemoPerfume[];
}

/**
 * The demo shop (data in demoShop.json): four categories and a dozen perfumes in two or three
 * sizes. JSON types a shape or a colour pair as a plain string or array, hence the cast.
 */
export const demoCatalogue = demoShop.categories as DemoCategory[];

/** A few approved reviews so the home page carousel has something to show. */
export const demoReviews = demoShop.reviews;
