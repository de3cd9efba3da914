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

/**
 * The Urdu letters for the Arabic ones a shopper's keyboard may give in their place: Arabic yeh
 * and alef maksura → Farsi yeh, Arabic kaf → keheh, heh → heh goal.
 */
const URDU_LETTERS: Readonly<Record<string, string>> = {
  '\u064A': '\u06CC',
  '\u0649': '\u06CC',
  '\u0643': '\u06A9',
  '\u0647': '\u06C1',
};

/**
 * Lower case without accents and with single spaces: "  Rosé  MUSK " → "rose musk". Urdu the way
 * its keyboards differ least: without marks (harakat; a hamza or madda on a letter, which NFD
 * takes apart), tatweel or zero-width non-joiner, and in Urdu letters (URDU_LETTERS). The same as
 * the database's shop_search_text (migration 0028), which folds the catalogue's words.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\p{M}\u0640\u200C]/gu, '')
    .replace(/[\u064A\u0649\u0643\u0647]/g, (letter) => URDU_LETTERS[letter] ?? letter)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most this many words of a query are looked for (the rest are left out). */
const MAX_QUERY_WORDS = 6;

/**
 * The words of a query as the database indexes a perfume's (shop_search_words, migrations 0025
 * and 0028): folded, split at spaces, ASCII punctuation and Urdu punctuation (، ؛ ؟ ۔); letters
 * of any script stay together.
 */
export function searchWords(text: string): string[] {
  return foldSearchText(text)
    .split(/[\s!-/:-@[-`{-~\u060C\u061B\u061F\u06D4]+/)
    .filter((word) => word !== '');
}

/**
 * What the database's shop_search() looks for: each word of the query (at most MAX_QUERY_WORDS)
 * with its place in the query, and each transliterated word's other spellings at the same place:
 * "ittar oud" → (1, ittar) (1, attar) (1, itar) … (2, oud) (2, oudh) (2, aoud).
 */
export function searchTerms(query: string): { positions: number[]; words: string[] } {
  const positions: number[] = [];
  const words: string[] = [];
  const typed = [...new Set(searchWords(query))].slice(0, MAX_QUERY_WORDS);
  typed.forEach((word, at) => {
    const group = TRANSLITERATIONS.find((spellingsOfWord) => spellingsOfWord.includes(word));
    for (const spelling of group ?? [word]) {
      positions.push(at + 1);
      words.push(spelling);
    }
  });
  return { positions, words };
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
