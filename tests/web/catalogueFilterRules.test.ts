import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_PAGE_SIZE,
  catalogueQuery,
  filterCatalogue,
  filterChoices,
  NO_FILTERS,
  parseCatalogueFilters,
} from '@shop/domain/catalogueFilters';

const HIM = '11111111-1111-4111-8111-111111111111';
const HER = '22222222-2222-4222-8222-222222222222';
const parse = (query: string) => parseCatalogueFilters(new URLSearchParams(query));

const perfume = (name: string, category: string, variants: [string, number, number][]) => ({
  name,
  category: { _id: category, name: category === HIM ? 'For Him' : 'For Her' },
  variants: variants.map(([size, price, stock]) => ({ size, price, stock })),
});

const list = [
  perfume('Oud', HIM, [
    ['30ml', 3000, 0],
    ['100ml', 8000, 4],
  ]),
  perfume('Rose', HER, [['50ml', 4500, 0]]),
  perfume('amber', HIM, [
    ['50ml', 5000, 2],
    ['100ml', 9000, 0],
  ]),
];
const names = (query: string, own: 'name-asc' | null = 'name-asc') =>
  filterCatalogue(list, parse(query), own).items.map((p) => p.name);

describe('catalogue filters in the address (src/domain/catalogueFilters.ts)', () => {
  it('reads every choice and writes it back the same way, defaults left out', () => {
    const query = `?category=${HIM}&minPrice=1000&maxPrice=6000&size=50ml&inStock=1&sort=price-desc&page=2`;
    const filters = parse(query);
    expect(filters).toEqual({
      category: HIM,
      minPrice: 1000,
      maxPrice: 6000,
      size: '50ml',
      inStock: true,
      sort: 'price-desc',
      page: 2,
    });
    expect(catalogueQuery(filters)).toBe(query);
    expect(catalogueQuery(NO_FILTERS)).toBe('');
    expect(catalogueQuery({ ...NO_FILTERS, inStock: true }, { q: 'oud' })).toBe('?q=oud&inStock=1');
  });

  it('drops what it cannot read and ignores unknown parameters', () => {
    expect(
      parse(
        'category=drop-table&minPrice=-5&maxPrice=1e9&size=&inStock=yes&sort=random&page=0&x=1',
      ),
    ).toEqual(NO_FILTERS);
    expect(parse(`size=${'x'.repeat(41)}&page=abc&maxPrice=123456789`)).toEqual(NO_FILTERS);
    expect(parse('minPrice=6000&maxPrice=2000')).toMatchObject({ minPrice: 2000, maxPrice: 6000 });
  });

  it('lists a perfume when one size meets every choice at once', () => {
    expect(names('')).toEqual(['amber', 'Oud', 'Rose']);
    expect(names(`category=${HIM}`)).toEqual(['amber', 'Oud']);
    expect(names('size=50ml')).toEqual(['amber', 'Rose']);
    expect(names('inStock=1')).toEqual(['amber', 'Oud']);
    // Oud's in-stock size costs 8000: not a 30ml in stock, nor in stock under 5000.
    expect(names('size=30ml&inStock=1')).toEqual([]);
    expect(names('maxPrice=5000&inStock=1')).toEqual(['amber']);
    expect(names('minPrice=8500')).toEqual(['amber']);
    expect(names('size=100ML')).toEqual(['amber', 'Oud']);
  });

  it("sorts by the seed's four orders, or keeps the list's own (best match)", () => {
    expect(names('sort=name-desc')).toEqual(['Rose', 'Oud', 'amber']);
    expect(names('sort=price-asc')).toEqual(['Oud', 'Rose', 'amber']);
    expect(names('sort=price-desc')).toEqual(['amber', 'Rose', 'Oud']);
    expect(names('', null)).toEqual(['Oud', 'Rose', 'amber']);
  });

  it('pages the list, a page past the end showing the last', () => {
    const many = Array.from({ length: CATALOGUE_PAGE_SIZE + 2 }, (_, i) =>
      perfume(`P${String(i).padStart(2, '0')}`, HER, [['50ml', 1000 + i, 1]]),
    );
    const first = filterCatalogue(many, parse(''));
    expect(first).toMatchObject({ total: CATALOGUE_PAGE_SIZE + 2, page: 1, pages: 2 });
    expect(first.items).toHaveLength(CATALOGUE_PAGE_SIZE);
    const last = filterCatalogue(many, parse('page=9'));
    expect(last.page).toBe(2);
    expect(last.items.map((p) => p.name)).toEqual([
      `P${CATALOGUE_PAGE_SIZE}`,
      `P${CATALOGUE_PAGE_SIZE + 1}`,
    ]);
  });

  it('offers the categories and the sizes of the list, by number', () => {
    expect(filterChoices(list)).toEqual({
      categories: [
        { value: HER, label: 'For Her' },
        { value: HIM, label: 'For Him' },
      ],
      sizes: ['30ml', '50ml', '100ml'],
    });
  });
});
