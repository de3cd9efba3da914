import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGES, leftToRight, type Language } from '@shop/domain/language';
import { formatAmount } from '@shop/domain/money';
import { pluralCategory } from '@shop/domain/plural';

/**
 * The language the page is in. A page keeps its language for its whole life (the switch loads
 * the other language's page), and the server activates the page's language just before it
 * renders (synchronously), so the active catalogue's locale is the page's language.
 */
export const pageLanguage = (): Language =>
  (LANGUAGES as readonly string[]).includes(i18n.locale)
    ? (i18n.locale as Language)
    : DEFAULT_LANGUAGE;

/**
 * The storefront API's language argument for `language`: none for English (the cache keys and
 * addresses of the English pages stay as they were), `{ lang: 'ur' }` for Urdu, where the shop
 * wrote Urdu names and descriptions.
 */
export const languageArg = (language: Language): { lang?: 'ur' } =>
  language === 'ur' ? { lang: 'ur' } : {};

/**
 * A left-to-right piece (an order or phone number, an e-mail address) kept whole and in its own
 * order inside an Urdu page's text (Unicode isolates); unchanged on an English page.
 */
export const keptLeftToRight = (piece: string): string =>
  pageLanguage() === 'ur' ? leftToRight(piece) : piece;

/**
 * A number's plural category in the page's language and the number as written ("1,250"), for a
 * message that chooses its words by it:
 * `const { category, count } = countOf(n); select(category, { one: `${count} item`, … })`.
 * The storefront's messages do not use Lingui's `plural` (see src/domain/plural.ts).
 */
export const countOf = (n: number) => ({
  category: pluralCategory(pageLanguage(), n),
  count: formatAmount(n),
});
