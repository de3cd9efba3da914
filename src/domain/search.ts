/** Storefront search rules shared by the header box, the results page and the server. */
export const SEARCH_MAX_QUERY = 100;
/** At most this many perfumes in one answer. */
export const SEARCH_MAX_LIMIT = 50;
/** Suggestions under the search box while typing. */
export const SEARCH_SUGGESTIONS = 6;
/** Perfumes on the results page. */
export const SEARCH_RESULTS = 48;
/** Typing pauses this long before a suggestion request goes out. */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * Spellings of one word that shoppers in Pakistan use interchangeably (Urdu and Arabic words
 * written in Latin letters). A query word from a group also looks for the others.
 */
export const TRANSLITERATIONS: readonly (readonly string[])[] = [
  ['attar', 'ittar', 'itar', 'atar', 'itr'],
  ['oud', 'oudh', 'aoud'],
  ['musk', 'misk', 'mushk'],
  ['bakhoor', 'bakhour', 'bukhoor', 'bakhur'],
  ['amber', 'ambar', 'anbar'],
  ['rose', 'gulab'],
  ['jasmine', 'yasmin', 'chambeli'],
];

/** Lower case without accents and with single spaces: "  Rosé  MUSK " → "rose musk". */
export function foldSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const MAX_SPELLINGS = 8;

/**
 * The query as typed (folded) and with each transliterated word swapped for its other spellings,
 * one word at a time, at most MAX_SPELLINGS in all: "ittar oud" → "ittar oud", "attar oud",
 * "itar oud", …, "ittar oudh", …
 */
export function searchSpellings(query: string): string[] {
  const folded = foldSearchText(query);
  const spellings = [folded];
  const words = folded.split(' ');
  words.forEach((word, at) => {
    const group = TRANSLITERATIONS.find((spellingsOfWord) => spellingsOfWord.includes(word));
    for (const other of group ?? []) {
      if (other === word) continue;
      spellings.push(words.map((w, i) => (i === at ? other : w)).join(' '));
    }
  });
  return [...new Set(spellings)].filter((s) => s !== '').slice(0, MAX_SPELLINGS);
}

/** The address of the results page for a query. */
export function searchPath(query: string): string {
  const q = query.trim();
  return q ? `/search?q=${encodeURIComponent(q)}` : '/search';
}

/**
 * The results page's request for the `q` of its address (the same for the server's rendering and
 * the browser, so the browser finds the server's answer): trimmed and cut to SEARCH_MAX_QUERY;
 * null for a blank query.
 */
export function searchArgs(q: string | null): { q: string; limit: number } | null {
  const text = (q ?? '').trim().slice(0, SEARCH_MAX_QUERY).trim();
  return text ? { q: text, limit: SEARCH_RESULTS } : null;
}
