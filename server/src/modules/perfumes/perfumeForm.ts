import { round2 } from '@shop/domain/money';
import {
  MAX_DESCRIPTION,
  MAX_PERFUME_NAME,
  MAX_VARIANTS,
  catalogueMessages,
  duplicateSizes,
  isInvalidVariant,
} from '@shop/domain/catalogue';
import { badRequest } from '../../errors';
import type { UrduText } from '../../schemas/urduText';
import { readUrduText } from '../../plugins/urduTextForm';
import type { FormPayload } from '../../plugins/multipartForm';

export interface VariantFields {
  _id?: string;
  size: string;
  price: number;
  stock: number;
  image?: string | null;
}

export interface PerfumeFields extends Partial<UrduText> {
  name: string;
  description: string | null;
  categoryId: string;
  variants: VariantFields[];
  version: number | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function refuse(param: string, msg: string): never {
  throw badRequest(msg, [{ param, msg }]);
}

function parseVariants(raw: string | undefined): VariantFields[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '');
  } catch {
    refuse('variants', catalogueMessages.fixVariants);
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > MAX_VARIANTS) {
    refuse('variants', catalogueMessages.fixVariants);
  }
  return parsed.map((entry: unknown) => {
    const v = (entry ?? {}) as Record<string, unknown>;
    const size = typeof v.size === 'string' ? v.size : '';
    const price = typeof v.price === 'number' || typeof v.price === 'string' ? v.price : '';
    const stock = typeof v.stock === 'number' || typeof v.stock === 'string' ? v.stock : '';
    if (isInvalidVariant({ size, price, stock })) refuse('variants', catalogueMessages.fixVariants);
    const id = typeof v._id === 'string' && UUID.test(v._id) ? v._id : undefined;
    const image = typeof v.image === 'string' ? v.image : null;
    return {
      _id: id,
      size: size.trim(),
      price: round2(Number(price)),
      stock: Number(stock),
      image,
    };
  });
}

/** A perfume as its form sent it: checked fields, and the new image of each size if any. */
export interface PerfumeInput extends PerfumeFields {
  /** New perfume: one per size, in order. Edit: by size index, undefined where unchanged. */
  images: (Buffer | undefined)[];
}

/** A new perfume's form: the images come as `images`, one per size. */
export function readNewPerfume(form: FormPayload): PerfumeInput {
  const fields = readPerfumeFields(form);
  return { ...fields, images: form.files.get('images') ?? [] };
}

/** An edited perfume's form: a size's new image comes as `images[<index>]`. */
export function readPerfumeEdit(form: FormPayload): PerfumeInput {
  const fields = readPerfumeFields(form);
  const images = fields.variants.map((_, index) => form.files.get(`images[${index}]`)?.[0]);
  return { ...fields, images };
}

/** The perfume form's text fields, checked as the server must (docs/product.md §5, docs/server-rules.md §4). */
function readPerfumeFields(form: FormPayload): PerfumeFields {
  const name = (form.fields.get('name') ?? '').trim();
  const description = (form.fields.get('description') ?? '').trim();
  const categoryId = (form.fields.get('category') ?? '').trim();
  if (!name) refuse('name', catalogueMessages.fillAllFields);
  if (name.length > MAX_PERFUME_NAME)
    refuse('name', `Name must be at most ${MAX_PERFUME_NAME} characters`);
  if (description.length > MAX_DESCRIPTION)
    refuse('description', `Description must be at most ${MAX_DESCRIPTION} characters`);
  if (!UUID.test(categoryId)) refuse('category', catalogueMessages.selectCategory);
  const variants = parseVariants(form.fields.get('variants'));
  const duplicates = duplicateSizes(variants);
  if (duplicates.length > 0)
    refuse('variants', `${catalogueMessages.duplicateSize}: ${duplicates.join(', ')}`);
  const rawVersion = form.fields.get('version');
  const version = rawVersion && /^\d+$/.test(rawVersion) ? Number(rawVersion) : null;
  return {
    name,
    description: description || null,
    ...readUrduText(form, MAX_PERFUME_NAME),
    categoryId,
    variants,
    version,
  };
}
