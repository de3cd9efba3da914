import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

type FieldValue = string | Buffer | { file: Buffer; name: string; type?: string };
export type FormFields = [string, FieldValue][];
type Injects = { inject: FastifyInstance['inject'] };

/** A multipart/form-data body for inject(), built the way a browser's FormData sends it. */
export async function multipart(fields: FormFields) {
  const form = new FormData();
  for (const [name, value] of fields) {
    if (typeof value === 'string') form.append(name, value);
    else if (Buffer.isBuffer(value))
      form.append(name, new Blob([new Uint8Array(value)], { type: 'image/png' }), `${name}.png`);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.file)], { type: value.type ?? 'application/octet-stream' }),
        value.name,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A small PNG of one colour: different colours give different stored images. */
export function pngOf(colour: string, size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Sends a form (multipart) to the server, with `token` as the bearer (none when null). */
export async function sendForm(
  t: { app: Injects },
  token: string | null,
  method: 'POST' | 'PUT',
  url: string,
  fields: FormFields,
) {
  const body = await multipart(fields);
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/**
 * Creates a category with a 300px image of one colour through the API (as the back office does)
 * and returns its stored image's URL.
 */
export async function categoryWithImage(
  app: Injects,
  token: string,
  name: string,
  colour: string,
): Promise<string> {
  const created = await sendForm({ app }, token, 'POST', '/api/category/', [
    ['name', name],
    ['description', 'With an image'],
    ['image', await pngOf(colour, 300)],
  ]);
  if (created.statusCode !== 201)
    throw new Error(`category not created: ${created.statusCode} ${created.body}`);
  return (created.json() as { category: { image: string } }).category.image;
}
