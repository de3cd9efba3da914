import { asc, eq } from 'drizzle-orm';
import { MAX_CATEGORY_NAME, MAX_DESCRIPTION, catalogueMessages } from '@shop/domain/catalogue';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { ImageStore, StoredImage } from '../images';
import { discardUnreferenced } from '../images';
import { isUniqueViolation } from '../../db/errors';
import type { Language } from '@shop/domain/language';
import { inLanguage, shopTextOf, type UrduText } from '../../schemas/urduText';

type CategoryRow = typeof categories.$inferSelect;

/** A category with the text of its view. */
const categoryOf = <T extends object>(row: CategoryRow, text: T) => ({
  _id: row.id,
  ...text,
  image: row.image,
  isActive: row.isActive,
});

/** A category as the back office sees it: with its Urdu name and description. */
const toCategory = (row: CategoryRow) => categoryOf(row, shopTextOf(row));

/** A category as shoppers read it in `language` (the Urdu name and description where given). */
const toPublicCategory = (row: CategoryRow, language?: Language) =>
  categoryOf(row, inLanguage(language, row));

type CategoryView = { staff: true } | { staff: false; language?: Language };

/** A category as its form sent it. */
export interface CategoryInput extends Partial<UrduText> {
  name: string;
  description: string;
  /** The form's image files: none, or one. */
  images: Buffer[];
}

/** Name and description checked as the server must, and the one image if any. */
function checkFields(input: CategoryInput) {
  const name = input.name.trim();
  const description = input.description.trim();
  if (!name)
    throw badRequest(catalogueMessages.categoryNameRequired, [
      { param: 'name', msg: catalogueMessages.categoryNameRequired },
    ]);
  if (name.length > MAX_CATEGORY_NAME) {
    throw badRequest(`Category name must be at most ${MAX_CATEGORY_NAME} characters`, [
      { param: 'name', msg: `At most ${MAX_CATEGORY_NAME} characters` },
    ]);
  }
  if (description.length > MAX_DESCRIPTION) {
    throw badRequest(`Description must be at most ${MAX_DESCRIPTION} characters`, [
      { param: 'description', msg: `At most ${MAX_DESCRIPTION} characters` },
    ]);
  }
  const images = input.images;
  if (images.length > 1)
    throw badRequest('Send one image for a category.', [{ param: 'image', msg: 'One image only' }]);
  return {
    text: shopTextOf({ ...input, name, description: description || null }),
    image: images[0] ?? null,
  };
}

const DUPLICATE = 'A category with this name already exists.';

/** Reads and writes the perfume categories. */
export class CategoryService {
  constructor(
    private readonly db: Db,
    private readonly images: ImageStore,
  ) {}

  /** The back office's lists, with the Urdu names. */
  async list(filter: 'all' | 'inactive') {
    return (await this.rows(filter === 'all' ? undefined : false)).map(toCategory);
  }

  /** The storefront's list: active categories, read in `language`. */
  async listActive(language?: Language) {
    return (await this.rows(true)).map((row) => toPublicCategory(row, language));
  }

  private rows(active: boolean | undefined) {
    return this.db
      .select()
      .from(categories)
      .where(active === undefined ? undefined : eq(categories.isActive, active))
      .orderBy(asc(categories.name));
  }

  /** One category: for staff (inactive ones too, with the Urdu names), else active, read in `language`. */
  async get(id: string, view: CategoryView) {
    const [row] = await this.db.select().from(categories).where(eq(categories.id, id)).limit(1);
    if (!row || (!row.isActive && !view.staff)) throw notFound('Category not found');
    return view.staff ? toCategory(row) : toPublicCategory(row, view.language);
  }

  /** Stores the image (if any) first and removes it again when the row cannot be written. */
  private async withImage<T>(
    file: Buffer | null,
    write: (image: string | undefined) => Promise<T>,
  ): Promise<T> {
    const stored: StoredImage | null = file
      ? await this.images.store(await this.images.encode(file))
      : null;
    try {
      return await write(stored?.url);
    } catch (error) {
      if (stored) await discardUnreferenced(this.db, this.images, [stored]);
      throw error;
    }
  }

  async create(input: CategoryInput) {
    const fields = checkFields(input);
    return this.withImage(fields.image, async (image) => {
      try {
        const [row] = await this.db
          .insert(categories)
          .values({ ...fields.text, image: image ?? null })
          .returning();
        return toCategory(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(DUPLICATE);
        throw error;
      }
    });
  }

  async update(id: string, input: CategoryInput) {
    await this.get(id, { staff: true });
    const fields = checkFields(input);
    return this.withImage(fields.image, async (image) => {
      try {
        const [row] = await this.db
          .update(categories)
          .set({
            ...fields.text,
            ...(image ? { image } : {}),
            updatedAt: new Date(),
          })
          .where(eq(categories.id, id))
          .returning();
        if (!row) throw notFound('Category not found');
        return toCategory(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(DUPLICATE);
        throw error;
      }
    });
  }

  async setActive(id: string, isActive: boolean) {
    const [row] = await this.db
      .update(categories)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(categories.id, id))
      .returning();
    if (!row) throw notFound('Category not found');
    return toCategory(row);
  }
}
