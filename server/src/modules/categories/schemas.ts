import { Type } from 'typebox';
import { UrduTextFields, UrduTextForm } from '../../schemas/urduText';
import { MAX_CATEGORY_NAME, MAX_DESCRIPTION } from '@shop/domain/catalogue';

const categoryFields = {
  _id: Type.String(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  image: Type.Union([Type.String(), Type.Null()]),
  isActive: Type.Boolean(),
};

/** A category as the back office sees it: with its Urdu name and description. */
export const Category = Type.Object({ ...categoryFields, ...UrduTextFields });
export const CategoryList = Type.Array(Category);

/** A category as shoppers read it (with ?lang=ur, in Urdu where staff gave it). */
export const PublicCategoryList = Type.Array(Type.Object(categoryFields));

/** One category: the Urdu name and description come only to signed-in staff. */
export const CategoryForAnyone = Type.Object({
  ...categoryFields,
  nameUr: Type.Optional(UrduTextFields.nameUr),
  descriptionUr: Type.Optional(UrduTextFields.descriptionUr),
});

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** The category form (multipart): documented here, read by readForm. */
export const CategoryForm = Type.Object({
  name: Type.String({ maxLength: MAX_CATEGORY_NAME }),
  description: Type.Optional(Type.String({ maxLength: MAX_DESCRIPTION })),
  ...UrduTextForm,
  image: Type.Optional(
    Type.String({
      format: 'binary',
      description: 'An image file (JPEG, PNG, WebP, GIF or AVIF), at most 5 MB',
    }),
  ),
});

export const CategorySaved = Type.Object({ message: Type.String(), category: Category });
