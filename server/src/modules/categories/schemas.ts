import { Type } from 'typebox';
import { MAX_CATEGORY_NAME, MAX_DESCRIPTION } from '@shop/domain/catalogue';

export const Category = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  image: Type.Union([Type.String(), Type.Null()]),
  isActive: Type.Boolean(),
});

export const CategoryList = Type.Array(Category);

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** The category form (multipart): documented here, read by readForm. */
export const CategoryForm = Type.Object({
  name: Type.String({ maxLength: MAX_CATEGORY_NAME }),
  description: Type.Optional(Type.String({ maxLength: MAX_DESCRIPTION })),
  image: Type.Optional(
    Type.String({
      format: 'binary',
      description: 'An image file (JPEG, PNG, WebP, GIF or AVIF), at most 5 MB',
    }),
  ),
});

export const CategorySaved = Type.Object({ message: Type.String(), category: Category });
