import type { ShopContact } from '@shop/domain/brand';
import { escapeMarkup } from '@shop/domain/markup';
import { schemaAvailability } from '@shop/domain/stock';
import { pathInLanguage, type Language } from '@shop/domain/language';
import { pageLanguage } from '../../components/pageLanguage';
import type { PageHead } from './pageHead';

/** Open Graph's name of each language's readers (Pakistan's). */
const OG_LOCALES: Record<Language, string> = { en: 'en_PK', ur: 'ur_PK' };

/** JSON inside a <script> block: nothing in it can close the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The preview image of a stored upload: a JPEG of a size link previews accept (see the server's
 * /preview/{name}.jpg route). Other paths are used as they are.
 */
function previewImagePath(imagePath: string): string {
  const stored = /^\/uploads\/([0-9a-f]{24})\.webp$/.exec(imagePath);
  return stored ? `/preview/${stored[1]}.jpg` : imagePath;
}

function perfumeJsonLd(head: PageHead, origin: string, shop: ShopContact): object | null {
  const perfume = head.perfume;
  if (!perfume) return null;
  const url = `${origin}/product/${perfume._id}`;
  const images = [...new Set(perfume.variants.map((v) => v.image).filter(Boolean))];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: perfume.name,
    description: head.description,
    url,
    image: images.map((image) => `${origin}${image}`),
    brand: { '@type': 'Brand', name: shop.name },
    category: perfume.category.name,
    offers: perfume.variants.map((variant) => ({
      '@type': 'Offer',
      name: `${perfume.name} ${variant.size}`,
      sku: variant._id,
      price: variant.price.toFixed(2),
      priceCurrency: 'PKR',
      availability: schemaAvailability(variant.stock),
      url,
      seller: { '@type': 'Organization', name: shop.name },
    })),
    // From approved reviews only (the API shows no others).
    ...(perfume.rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: perfume.rating.average,
        ratingCount: perfume.rating.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
    ...(head.reviews?.length && {
      review: head.reviews.map((review) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: review.name },
        datePublished: review.createdAt.slice(0, 10),
        reviewBody: review.review,
        ...(review.stars && {
          reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5 },
        }),
      })),
    }),
  };
}

/** The shop itself, with its contact details as its settings hold them, on the home page. */
function storeJsonLd(origin: string, shop: ShopContact): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: shop.name,
    description: shop.tagline,
    url: `${origin}/`,
    telephone: shop.phone,
    email: shop.email,
    address: { '@type': 'PostalAddress', streetAddress: shop.address, addressCountry: 'PK' },
    paymentAccepted: 'Cash on delivery',
    currenciesAccepted: 'PKR',
    sameAs: [shop.social.facebook, shop.social.instagram].filter(Boolean),
  };
}

/**
 * The <head> elements of a page: title, description, canonical, Open Graph, Twitter, JSON-LD;
 * `shop` is the configured name and contact details.
 */
export function headTags(head: PageHead, origin: string, shop: ShopContact): string {
  const tags: string[] = [
    `<title>${escapeMarkup(head.title)}</title>`,
    `<meta name="description" content="${escapeMarkup(head.description)}" />`,
  ];
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeMarkup(value)}" />`);
  if (head.noindex) meta('name', 'robots', 'noindex');
  // The page's address in its own language, and its alternates: the same page in each language,
  // English for readers of any other.
  const language = pageLanguage();
  const urlIn = (path: string, lang: Language) => `${origin}${pathInLanguage(path, lang)}`;
  const url = head.canonicalPath ? urlIn(head.canonicalPath, language) : null;
  if (url) tags.push(`<link rel="canonical" href="${escapeMarkup(url)}" />`);
  if (head.canonicalPath) {
    for (const [hreflang, lang] of [
      ['en', 'en'],
      ['ur', 'ur'],
      ['x-default', 'en'],
    ] as const)
      tags.push(
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(urlIn(head.canonicalPath, lang))}" />`,
      );
  }
  meta('property', 'og:site_name', shop.name);
  meta('property', 'og:type', head.ogType);
  meta('property', 'og:title', head.title);
  meta('property', 'og:description', head.description);
  meta('property', 'og:locale', OG_LOCALES[language]);
  meta('property', 'og:locale:alternate', OG_LOCALES[language === 'ur' ? 'en' : 'ur']);
  if (url) meta('property', 'og:url', url);
  const image = head.imagePath ? `${origin}${previewImagePath(head.imagePath)}` : null;
  if (image) {
    meta('property', 'og:image', image);
    if (image.includes('/preview/')) {
      meta('property', 'og:image:type', 'image/jpeg');
      meta('property', 'og:image:width', '1200');
      meta('property', 'og:image:height', '630');
    }
    meta('property', 'og:image:alt', head.title);
  }
  if (head.price !== undefined) {
    meta('property', 'product:price:amount', head.price.toFixed(2));
    meta('property', 'product:price:currency', 'PKR');
  }
  meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  meta('name', 'twitter:title', head.title);
  meta('name', 'twitter:description', head.description);
  if (image) meta('name', 'twitter:image', image);
  const jsonLd =
    perfumeJsonLd(head, origin, shop) ??
    (head.canonicalPath === '/' ? storeJsonLd(origin, shop) : null);
  if (jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(jsonLd)}</script>`);
  return tags.join('\n    ');
}
