import { Type } from 'typebox';
import { LANGUAGES } from '@shop/domain/language';

/** The Urdu name and description of a perfume or category, as the back office sees them. */
export const UrduTextFields = {
  nameUr: Type.Union([Type.String(), Type.Null()], {
    description: 'Shown instead of the name on Urdu pages; null: none',
  }),
  descriptionUr: Type.Union([Type.String(), Type.Null()], {
    description: 'Shown instead of the description on Urdu pages; null: none',
  }),
};

/** The same in a form (multipart): empty or left out for none. */
export const UrduTextForm = {
  nameUr: Type.Optional(Type.String({ description: 'Urdu name; empty for none' })),
  descriptionUr: Type.Optional(Type.String({ description: 'Urdu description; empty for none' })),
};

/** A storefront read's language: `ur` answers with the Urdu names and descriptions where given. */
export const LanguageQuery = Type.Object({
  lang: Type.Optional(
    Type.Union(
      LANGUAGES.map((language) => Type.Literal(language)),
      {
        description:
          'ur: Urdu names and descriptions where staff gave them; en (default): as written',
      },
    ),
  ),
});

export interface UrduText {
  nameUr: string | null;
  descriptionUr: string | null;
}

/** The name a shopper reads in `language`: the Urdu one where given, else as written. */
export function nameIn(
  language: string | undefined,
  item: { name: string; nameUr?: string | null },
): string {
  return (language === 'ur' && item.nameUr) || item.name;
}

/** The text a shopper reads in `language`: the Urdu one where given, else as written. */
export function inLanguage(
  language: string | undefined,
  item: { name: string; description: string | null } & UrduText,
): { name: string; description: string | null } {
  return {
    name: nameIn(language, item),
    description: (language === 'ur' && item.descriptionUr) || item.description,
  };
}

/** The fields that were sent (an edit leaves the others as they are). */
const definedOnly = <T extends object>(fields: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

/** What the shop writes of a perfume or category: name, description, and the Urdu ones. */
type ShopText = { name: string; description: string | null } & Partial<UrduText>;

/** A perfume's or category's name and description and its Urdu ones (those left out stay out). */
export const shopTextOf = <T extends ShopText>(item: T) =>
  ({
    name: item.name,
    description: item.description,
    ...definedOnly({ nameUr: item.nameUr, descriptionUr: item.descriptionUr }),
  }) as Pick<T, keyof ShopText>;
