import type { RouteMatch } from 'react-router-dom';
import { imageSrcSet } from '../../domain/images';
import { api } from '../../store/api/enhanced';
import type { makeServerStore } from '../../store/store';
import { NOT_FOUND_HEAD, categoryHead, fixedHead, productHead, type PageHead } from './pageHead';

import { CARD_SIZES, GALLERY_SIZES } from '../../features/catalog/imageSizes';

type ServerStore = ReturnType<typeof makeServerStore>;

export interface PagePlan {
  status: number;
  head: PageHead;
  /** Images the first paint shows, for <link rel="preload">. */
  preload: PreloadImage[];
  cacheable: boolean;
}

export interface PreloadImage {
  src: string;
  /** The `sizes` of the <img> that shows it, so the browser fetches the same file. */
  sizes: string;
}

const found = (head: PageHead, preload: PreloadImage[] = []): PagePlan => ({
  status: 200,
  head,
  preload,
  cacheable: true,
});
const notFound: PagePlan = { status: 404, head: NOT_FOUND_HEAD, preload: [], cacheable: false };

/** The route pattern of the page a match list ends in ('/product/:id', '/', '*'). */
function patternOf(matches: RouteMatch[]): string {
  const leaf = matches[matches.length - 1]!.route;
  if (leaf.index) return '/';
  return `/${leaf.path ?? ''}`;
}

/**
 * Loads into the store the API answers a storefront page shows on first paint (the same queries
 * its components make), and says what the page is: status, head, images to preload.
 */
export async function prefetchPage(store: ServerStore, matches: RouteMatch[]): Promise<PagePlan> {
  const pattern = patternOf(matches);
  const id = matches[matches.length - 1]!.params.id ?? '';
  const { endpoints } = api;
  switch (pattern) {
    case '/': {
      const [, products] = await Promise.all([
        store.dispatch(endpoints.getActiveCategories.initiate()),
        store.dispatch(endpoints.listPublicProducts.initiate()),
        store.dispatch(endpoints.listReviews.initiate()),
      ]);
      return found(fixedHead('/')!, firstImages(products.data, 0));
    }
    case '/shop': {
      const products = await store.dispatch(endpoints.listPublicProducts.initiate());
      return found(fixedHead('/shop')!, firstImages(products.data, 1));
    }
    case '/category/:id': {
      const [category, products] = await Promise.all([
        store.dispatch(endpoints.getCategory.initiate({ id })),
        store.dispatch(endpoints.listPublicProductsByCategory.initiate({ id })),
      ]);
      if (!category.data || !products.data) return notFound;
      return found(categoryHead(category.data), firstImages(products.data, 1));
    }
    case '/product/:id': {
      const product = await store.dispatch(endpoints.getPublicProduct.initiate({ id }));
      if (!product.data) return notFound;
      const image = product.data.variants[0]?.image;
      return found(productHead(product.data), image ? [{ src: image, sizes: GALLERY_SIZES }] : []);
    }
    case '/customer/reviews':
      await store.dispatch(endpoints.listReviews.initiate());
      return found(fixedHead(pattern)!);
    case '/order/:id':
      return { ...found(fixedHead(pattern)!), cacheable: false };
    default: {
      const head = fixedHead(pattern);
      return head ? found(head) : notFound;
    }
  }
}

function firstImages(
  products: { variants: { image: string | null }[] }[] | undefined,
  count: number,
): PreloadImage[] {
  return (products ?? [])
    .map((product) => product.variants[0]?.image)
    .filter((image): image is string => Boolean(image))
    .slice(0, count)
    .map((src) => ({ src, sizes: CARD_SIZES }));
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** <link rel="preload"> for the images of the first paint, matching their srcset and sizes. */
export function preloadLinks(images: PreloadImage[]): string[] {
  return images.map(({ src, sizes }) => {
    const srcSet = imageSrcSet(src);
    const set = srcSet
      ? ` imagesrcset="${escapeAttr(srcSet)}" imagesizes="${escapeAttr(sizes)}"`
      : '';
    return `<link rel="preload" as="image" href="${escapeAttr(src)}"${set} fetchpriority="high" />`;
  });
}
