import { describe, expect, it } from 'vitest';
import { choseUrdu, englishPath, languageOfPath, pathInLanguage } from '@shop/domain/language';

describe('the language of a storefront address', () => {
  it('is Urdu under /ur only', () => {
    expect(languageOfPath('/ur')).toBe('ur');
    expect(languageOfPath('/ur/shop')).toBe('ur');
    expect(languageOfPath('/urdu-attar')).toBe('en');
    expect(languageOfPath('/shop')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
  });

  it('moves an address between the languages, keeping its query', () => {
    expect(pathInLanguage('/', 'ur')).toBe('/ur');
    expect(pathInLanguage('/?a=1', 'ur')).toBe('/ur?a=1');
    expect(pathInLanguage('/shop?sort=price-asc', 'ur')).toBe('/ur/shop?sort=price-asc');
    expect(pathInLanguage('/ur/shop', 'ur')).toBe('/ur/shop');
    expect(pathInLanguage('/ur/shop?q=1', 'en')).toBe('/shop?q=1');
    expect(pathInLanguage('/ur', 'en')).toBe('/');
    expect(englishPath('/ur?q=oud')).toBe('/?q=oud');
    expect(englishPath('/track-order?number=ORD-1')).toBe('/track-order?number=ORD-1');
  });

  it('reads the remembered choice from the Cookie header, and nothing else', () => {
    expect(choseUrdu('shop_lang=ur')).toBe(true);
    expect(choseUrdu('a=1; shop_lang=ur; b=2')).toBe(true);
    expect(choseUrdu('shop_lang=en')).toBe(false);
    expect(choseUrdu('xshop_lang=ur')).toBe(false);
    expect(choseUrdu('shop_lang=urdu')).toBe(false);
    expect(choseUrdu(undefined)).toBe(false);
  });
});
