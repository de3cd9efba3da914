import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

type FieldValue = string | Buffer | { file: Buffer; name: string; type?: string };

/** A multipart/form-data body for inject(), built the way a browser's FormData sends it. */
export async function multipart(fields: [string, FieldValue][]) {
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

/**
 * Creates a category with a 300px image of one colour through the API (as the back office does)
 * and returns its stored image's URL.
 */
export async function categoryWithImage(
  app: { inject: FastifyInstance['inject'] },
  token: string,
  name: string,
  colour: string,
): Promise<string> {
  const form = await multipart([
    ['name', name],
    ['description', 'With an image'],
    ['image', await pngOf(colour, 300)],
  ]);
  const created = await app.inject({
    method: 'POST',
    url: '/api/category/',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
  if (created.statusCode !== 201)
    throw new Error(`category not created: ${created.statusCode} ${created.body}`);
  return (created.json() as { category: { image: string } }).category.image;
}
