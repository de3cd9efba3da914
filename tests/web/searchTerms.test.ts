import { describe, expect, it } from 'vitest';
import { foldSearchText, searchTerms, searchWords } from '@shop/domain/search';

describe('the words a search looks for', () => {
  it('folds case and accents and splits at spaces and punctuation, as the database does', () => {
    expect(searchWords('  Rosé-MUSK, No.5  ')).toEqual(['rose', 'musk', 'no', '5']);
    expect(searchWords('عود  خاص')).toEqual(['عود', 'خاص']);
    expect(searchWords(' -- ')).toEqual([]);
  });

  it('folds Urdu typed on any keyboard to the Urdu letters, without marks, tatweel or non-joiner', () => {
    // Arabic yeh, alef maksura, kaf and heh → Farsi yeh, keheh, heh goal.
    expect(foldSearchText('\u064A\u0649\u0643\u0647')).toBe('\u06CC\u06CC\u06A9\u06C1');
    expect(foldSearchText('عود \u0643\u064A \u0644\u0643\u0691\u064A')).toBe('عود کی لکڑی');
    // Harakat and superscript alef, tatweel, zero-width non-joiner.
    expect(foldSearchText('گُلَابٌ مشـــک ر\u0670حمان می\u200Cخواہی')).toBe('گلاب مشک رحمان میخواہی');
    // A hamza or madda on a letter goes with the other marks (canonical decomposition).
    expect(foldSearchText('آئینہ أمل مؤذن ۂ ۓ')).toBe('ایینہ امل موذن ہ ے');
    // Urdu letters and other scripts as they were.
    expect(foldSearchText('  لیموں کی ہوا  Rosé ')).toBe('لیموں کی ہوا rose');
  });

  it('splits Urdu at its punctuation too', () => {
    expect(searchWords('دیودار،دھواں۔ گلاب؟ مشک؛عود')).toEqual([
      'دیودار',
      'دھواں',
      'گلاب',
      'مشک',
      'عود',
    ]);
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
