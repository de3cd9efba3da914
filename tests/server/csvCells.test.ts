import { describe, expect, it } from 'vitest';
import { csvCell } from '../../server/src/modules/orders/csv';

/** Splits one CSV cell the way a spreadsheet ignoring quotes would, on the given separator. */
const piecesOf = (cell: string, separator: string) =>
  cell
    .replace(/^"|"$/g, '')
    .split(separator)
    .map((piece) => piece.trimStart());

const FORMULA = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Issue 10, finding 8: no cell of the export is read as a formula under any separator. */
describe('CSV cells', () => {
  const hostile = [
    'Karachi;=1+2',
    'Lahore,=HYPERLINK("http://x")',
    'a\t@SUM(A1)',
    'x|-2+3',
    '=cmd|" /C calc"!A0',
    '+1-2',
    ' -3+4',
    '\uFF1D1+1',
    'House 5\n=1+1',
  ];

  it('quotes every cell holding a separator and neutralises every piece that starts a formula', () => {
    for (const value of hostile) {
      const cell = csvCell(value);
      if (/[,;\t|\n]/.test(value)) expect(cell, value).toMatch(/^".*"$/s);
      for (const separator of [',', ';', '\t', '|', '\n']) {
        for (const piece of piecesOf(cell, separator)) {
          expect(FORMULA.test(piece), `${value} split on ${JSON.stringify(separator)}`).toBe(false);
        }
      }
    }
  });

  it('leaves phone numbers and plain values as they are', () => {
    expect(csvCell('+923001234567')).toBe('+923001234567');
    expect(csvCell('0300-1234567')).toBe('0300-1234567');
    expect(csvCell('Karachi')).toBe('Karachi');
    expect(csvCell(1500)).toBe('1500');
  });
});
