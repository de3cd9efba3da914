import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { type FormFields, pngOf, sendForm } from './multipart';
import type { RunningApp } from './testApp';
import type { GetPerfumeApiResponse } from '../../../src/store/api/generated/backOfficeApi';

/** The back office's catalogue forms, sent as the clerk: categories and perfumes with images. */

/** A perfume as the back office's routes answer with it (the generated client's type). */
export type PerfumeBody = GetPerfumeApiResponse;

export function catalogueForms(t: RunningApp & { clerk: string }) {
  /** Sends a form as the clerk. */
  const send = (method: 'POST' | 'PUT', url: string, fields: FormFields) =>
    sendForm(t, t.clerk, method, url, fields);

  /** The stored images, by name. */
  const uploadedFiles = () =>
    fs
      .readdirSync(path.join(t.config.dataDir, 'uploads'))
      .filter((f) => f.endsWith('.webp'))
      .sort();

  async function createCategory(name: string) {
    const response = await send('POST', '/api/category/', [['name', name]]);
    expect(response.statusCode).toBe(201);
    return response.json().category as { _id: string };
  }

  /** A perfume of these sizes (1000 and 2000 rupees, ten of each), an image of its own for each. */
  async function createPerfume(categoryId: string, name = 'Oud One', sizes = ['50ml', '100ml']) {
    const images = await Promise.all(
      sizes.map((_, i) =>
        pngOf(`#${(i * 40 + name.length * 7).toString(16).padStart(2, '0')}8844`),
      ),
    );
    const response = await send('POST', '/api/products/', [
      ['name', name],
      ['description', 'Warm and woody'],
      ['category', categoryId],
      [
        'variants',
        JSON.stringify(sizes.map((size, i) => ({ size, price: 1000 * (i + 1), stock: 10 }))),
      ],
      ...images.map((img): [string, Buffer] => ['images', img]),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().product as PerfumeBody;
  }

  return { send, uploadedFiles, createCategory, createPerfume };
}
