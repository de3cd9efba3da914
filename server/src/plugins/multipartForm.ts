import type { FastifyRequest } from 'fastify';
import { badRequest, unsupported } from '../errors';
import { refuseNul } from './validation';

declare module 'fastify' {
  interface FastifySchema {
    /** The form of a multipart route, for the API document only (see docs.ts). */
    multipartBody?: unknown;
  }
}

/** A multipart form read into memory: text fields, and file contents by field name in order. */
export interface FormPayload {
  fields: Map<string, string>;
  files: Map<string, Buffer[]>;
}

/**
 * Reads a multipart/form-data request. Sizes are bounded by @fastify/multipart's limits (files of
 * at most 5 MB, a few fields), so buffering in memory is safe.
 */
export async function readForm(request: FastifyRequest): Promise<FormPayload> {
  if (!request.isMultipart()) throw unsupported('Send this form as multipart/form-data.');
  const fields = new Map<string, string>();
  const files = new Map<string, Buffer[]>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (content.length === 0 && !part.filename) continue;
        files.set(part.fieldname, [...(files.get(part.fieldname) ?? []), content]);
      } else {
        fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    // Size limits keep their own answer (413); anything else is a body the parser could not read.
    if (isLimitError(error)) throw error;
    throw badRequest('The form could not be read: the multipart body is malformed.');
  }
  refuseNul(Object.fromEntries(fields));
  return { fields, files };
}

function isLimitError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' &&
    /^FST_(REQ_FILE_TOO_LARGE|FILES_LIMIT|PARTS_LIMIT|FIELDS_LIMIT)$/.test(code)
  );
}
