import { describe, expect, it } from 'vitest';
import { searchTerms, searchWords } from '@shop/domain/search';

describe('the words a search looks for', () => {
  it('folds case and accents and splits at spaces and punctuation, as the database does', () => {
    expect(searchWords('  Rosé-MUSK, No.5  ')).toEqual(['rose', 'musk', 'no', '5']);
    expect(searchWords('عود  خاص')).toEqual(['عود', 'خاص']);
    expect(searchWords(' -- ')).toEqual([]);
  });

  it('gives each word its place, with the other spellings of a transliterated word there too', () => {
    expect(searchTerms('Ittar oud')).toEqual({
      positions: [1, 1, 1, 1, 1, 2, 2, 2],
      words: ['attar', 'ittar', 'itar', 'atar', 'itr', 'oud', 'oudh', 'aoud'],
    });
    expect(searchTerms('rose rose')).toEqual({ positions: [1, 1], words: ['rose', 'gulab'] });
  });

  it('looks for at most six words', () => {
    expect(new Set(searchTerms('a b c d e f g h').positions).size).toBe(6);
  });
});
