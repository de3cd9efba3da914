import type { Language } from './language';

/** CLDR's cardinal plural categories the shop's languages use. */
export type PluralCategory = 'one' | 'other';

/** 'one' for exactly 1 ("1 item", "1 پرفیوم"), 'other' for every other count, fraction or 0. */
const oneForOne = (count: number): PluralCategory => (count === 1 ? 'one' : 'other');

/**
 * Each language's plural rule, as CLDR gives it (`Intl.PluralRules`; tests/web/plural.test.ts
 * checks they agree). Written out because Lingui's `plural` also formats its number with
 * `Intl.NumberFormat`, whose first use cost 18 ms in Chromium (70 ms on Lighthouse's phone) on
 * every page that showed a count, as the page came to life. A language added to the shop needs
 * its rule here.
 */
const RULES: Record<Language, (count: number) => PluralCategory> = {
  en: oneForOne,
  ur: oneForOne,
};

/** The plural category of `count` in `language`. */
export const pluralCategory = (language: Language, count: number): PluralCategory =>
  RULES[language](count);
