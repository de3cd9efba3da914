import * as yup from 'yup';
import { urduText } from '../../components/urduTextSchema';
import { MAX_CATEGORY_NAME, MAX_DESCRIPTION, catalogueMessages } from '@shop/domain/catalogue';

/** Category add and update (docs/product.md §5): a name; description and image optional. */
export const categorySchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(catalogueMessages.categoryNameRequired)
    .max(MAX_CATEGORY_NAME, `Category name must be at most ${MAX_CATEGORY_NAME} characters`),
  description: yup
    .string()
    .trim()
    .max(MAX_DESCRIPTION, `Description must be at most ${MAX_DESCRIPTION} characters`),
  nameUr: urduText('nameUr', MAX_CATEGORY_NAME),
  descriptionUr: urduText('descriptionUr', MAX_CATEGORY_NAME),
});

export type CategoryValues = yup.InferType<typeof categorySchema>;
