import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shop/domain/language';
import { pluralCategory } from '@shop/domain/plural';

describe("each language's plural rule", () => {
  const counts = [...Array.from({ length: 2001 }, (_, n) => n), 0.5, 1.5, 2.25, 101, 1_000_000];

  it.each(LANGUAGES)('agrees with CLDR (Intl.PluralRules) in %s', (language) => {
    const rules = new Intl.PluralRules(language);
    for (const n of counts) expect(pluralCategory(language, n), String(n)).toBe(rules.select(n));
  });
});
