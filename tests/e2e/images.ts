import path from 'node:path';
import sharp from 'sharp';

/** A 600x600 JPEG of one colour in `dir`, for the image inputs of the back office. */
export async function imageFile(dir: string, name: string, colour: string): Promise<string> {
  const file = path.join(dir, name);
  await sharp({ create: { width: 600, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toFile(file);
  return file;
}
