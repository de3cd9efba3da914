import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { CARD_IMAGE_WIDTH, GALLERY_IMAGE_WIDTH } from '@shop/domain/images';
import { badRequest, tooLarge, unavailable } from '../../errors';
import type { SharedImages } from './sharedImages';
import type { DiskHealth } from '../health';
import { writeAtomically } from './writeAtomically';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** Widths written for every image: the gallery size and a card size (srcset, src/domain). */
export const IMAGE_WIDTHS = { gallery: GALLERY_IMAGE_WIDTH, card: CARD_IMAGE_WIDTH } as const;

export interface EncodedImage {
  name: string;
  gallery: Buffer;
  card: Buffer;
}

export interface StoredImage {
  url: string;
  created: boolean;
}

const NOT_AN_IMAGE = 'The file is not a supported image (JPEG, PNG, WebP, GIF or AVIF).';

/**
 * Stores uploaded images as WebP under content-hashed names. The type is read from the bytes,
 * metadata is stripped by re-encoding, and identical images share one file.
 */
export class ImageStore {
  constructor(
    readonly dir: string,
    /** With PostgreSQL: every file also goes to the database, for the other instances. */
    private readonly shared: SharedImages | null = null,
    /** Told when a write fails for want of space (/api/ready). */
    private readonly disk: DiskHealth | null = null,
  ) {}

  /** Validates and re-encodes an image in memory; nothing is written yet. */
  async encode(input: Buffer): Promise<EncodedImage> {
    if (input.length > MAX_IMAGE_BYTES) throw tooLarge('Images must be 5 MB or smaller.');
    let format: string | undefined;
    let pixels: number;
    try {
      const meta = await sharp(input, { limitInputPixels: false }).metadata();
      format = meta.format;
      pixels = (meta.width ?? 0) * (meta.height ?? 0) * (meta.pages ?? 1);
    } catch {
      throw badRequest(NOT_AN_IMAGE);
    }
    if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest(NOT_AN_IMAGE);
    if (pixels > MAX_IMAGE_PIXELS) throw badRequest('Images must be 40 megapixels or smaller.');

    const encode = (width: number) =>
      sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    try {
      const [gallery, card] = await Promise.all([
        encode(IMAGE_WIDTHS.gallery),
        encode(IMAGE_WIDTHS.card),
      ]);
      const name = createHash('sha256').update(gallery).digest('hex').slice(0, 24);
      return { name, gallery, card };
    } catch {
      throw badRequest(NOT_AN_IMAGE);
    }
  }

  /** Writes an encoded image; `created` is false when the same image was already stored. */
  async store(image: EncodedImage): Promise<StoredImage> {
    await fs.mkdir(this.dir, { recursive: true });
    const created = await this.write(`${image.name}.webp`, image.gallery);
    await this.write(`${image.name}-${IMAGE_WIDTHS.card}.webp`, image.card);
    try {
      await this.shared?.put(`${image.name}.webp`, image.gallery);
      await this.shared?.put(`${image.name}-${IMAGE_WIDTHS.card}.webp`, image.card);
    } catch (error) {
      throw Object.assign(unavailable('Images cannot be stored for a moment. Please try again.'), {
        cause: error,
      });
    }
    return { url: `/uploads/${image.name}.webp`, created };
  }

  /** Validates, re-encodes and stores an image; returns its public URL. */
  async save(input: Buffer): Promise<string> {
    return (await this.store(await this.encode(input))).url;
  }

  /**
   * An already stored image that a form names again (a new size showing another size's picture):
   * its URL when the files are there, marked as just used for the sweep, else null.
   */
  async reuse(url: string): Promise<string | null> {
    const name = path.basename(url, '.webp');
    const now = new Date();
    // Uploaded through another instance: bring its files over first.
    if (this.shared) {
      await this.shared.fetch(`${name}.webp`);
      await this.shared.fetch(`${name}-${IMAGE_WIDTHS.card}.webp`);
    }
    try {
      await fs.utimes(path.join(this.dir, `${name}.webp`), now, now);
      await fs.utimes(path.join(this.dir, `${name}-${IMAGE_WIDTHS.card}.webp`), now, now);
      return url;
    } catch {
      return null;
    }
  }

  /** Removes files this request created, when it failed before anything referenced them. */
  async discard(images: StoredImage[]): Promise<void> {
    for (const image of images.filter((i) => i.created)) {
      const name = path.basename(image.url, '.webp');
      await fs.rm(path.join(this.dir, `${name}.webp`), { force: true });
      await fs.rm(path.join(this.dir, `${name}-${IMAGE_WIDTHS.card}.webp`), { force: true });
    }
  }

  private async write(fileName: string, data: Buffer): Promise<boolean> {
    const target = path.join(this.dir, fileName);
    try {
      // Already stored: mark it as just used, so the sweep of unreferenced files leaves it be.
      const now = new Date();
      await fs.utimes(target, now, now);
      return false;
    } catch {
      // not there yet
    }
    await writeAtomically(target, data, this.disk);
    return true;
  }
}
