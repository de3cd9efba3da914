import { Type } from 'typebox';
import { LanguageQuery, UrduTextFields, UrduTextForm } from '../../schemas/urduText';
import { SEARCH_MAX_LIMIT, SEARCH_MAX_QUERY, SEARCH_RESULTS } from '@shop/domain/search';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** What the back office and the storefront both say of a size (`stock` differs: see PublicVariant). */
const sizeFields = {
  _id: Type.String(),
  size: Type.String(),
  price: Type.Number(),
  stock: Type.Integer(),
};

export const Variant = Type.Object({
  ...sizeFields,
  reservedQty: Type.Integer(),
  shippedQty: Type.Integer(),
  returnedQty: Type.Integer(),
  image: Nullable(Type.String()),
});

export const Perfume = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  ...UrduTextFields,
  category: Nullable(
    Type.Object({ _id: Type.String(), name: Type.String(), isActive: Type.Boolean() }),
  ),
  isActive: Type.Boolean(),
  /** Increases with every edit; send it back on update to refuse overwriting someone else's edit. */
  version: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  variants: Type.Array(Variant),
});

export const PerfumeList = Type.Array(Perfume);

/** A perfume's stars: the average to one decimal, and how many approved reviews gave them. */
export const Rating = Type.Object({
  average: Type.Number({ minimum: 1, maximum: 5 }),
  count: Type.Integer({ minimum: 1 }),
});

/** A size as customers see it: `stock` is what can still be ordered (stock minus reserved). */
export const PublicVariant = Type.Object({
  ...sizeFields,
  image: Nullable(Type.String()),
});

export const PublicPerfume = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  category: Type.Object({ _id: Type.String(), name: Type.String() }),
  variants: Type.Array(PublicVariant),
  /** From approved reviews that gave stars; null when none did. */
  rating: Nullable(Rating),
});

export const PublicPerfumeList = Type.Array(PublicPerfume);

/** The storefront search: the words typed (not only spaces) and how many perfumes to answer with. */
export const PerfumeSearchQuery = Type.Object({
  ...LanguageQuery.properties,
  q: Type.String({
    minLength: 1,
    maxLength: SEARCH_MAX_QUERY,
    pattern: '\\S',
    description: 'What the shopper typed: a name, category or words of the description',
  }),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: SEARCH_MAX_LIMIT, default: SEARCH_RESULTS }),
  ),
});

export const PerfumeIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const PerfumeListQuery = Type.Object({
  category: Type.Optional(Type.String({ format: 'uuid' })),
});

const imageFile = Type.String({ format: 'binary' });

/** The perfume form on create (multipart): one image per variant, in order. */
export const PerfumeCreateForm = Type.Object({
  name: Type.String(),
  description: Type.Optional(Type.String()),
  ...UrduTextForm,
  category: Type.String({ description: 'Category id' }),
  variants: Type.String({ description: 'JSON list of {size, price, stock}' }),
  images: Type.Array(imageFile, {
    description: 'One image file per variant, in the order of variants',
  }),
});

/** The perfume form on update (multipart): replaced images as images[{index}]. */
export const PerfumeUpdateForm = Type.Object({
  name: Type.String(),
  description: Type.Optional(Type.String()),
  ...UrduTextForm,
  category: Type.String({ description: 'Category id' }),
  variants: Type.String({
    description:
      'JSON list of {_id?, size, price, stock, image (URL or null)}; a variant without a new file keeps its image',
  }),
  version: Type.Optional(Type.String({ description: 'The version the form was loaded at' })),
  'images[0]': Type.Optional(imageFile),
});

export const PerfumeSaved = Type.Object({ message: Type.String(), product: Perfume });
