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
