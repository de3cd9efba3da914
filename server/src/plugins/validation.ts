import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { badRequest, type FieldError } from '../errors';

const common: Options = {
  removeAdditional: true,
  useDefaults: true,
  allErrors: true,
  strict: false,
};

/**
 * The fields of a request value holding a NUL character, named as the client names them
 * (`products.0.variantSize`). PostgreSQL cannot store NUL in text, so no route may accept one.
 */
export function nulFields(value: unknown, path = ''): FieldError[] {
  if (typeof value === 'string') {
    return value.includes('\u0000')
      ? [{ param: path || 'body', msg: `${path || 'body'} must not contain a NUL character` }]
      : [];
  }
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(key.includes('\u0000')
      ? [{ param: path || 'body', msg: `${path || 'body'} must not contain a NUL character` }]
      : []),
    ...nulFields(item, path ? `${path}.${key}` : key),
  ]);
}

/** Throws the 400 for NUL characters anywhere in these values. */
export function refuseNul(...values: unknown[]): void {
  const errors = values.flatMap((value) => nulFields(value));
  if (errors.length > 0) throw badRequest('Please correct the highlighted fields.', errors);
}

/**
 * Two validators: query strings and path parameters arrive as text, so their numbers and booleans
 * are coerced; JSON bodies are checked exactly as sent (a "2" is not a quantity). Before either,
 * every route refuses NUL characters in its body, query and parameters.
 */
export function registerValidation(app: FastifyInstance): void {
  const exact = addFormats.default(new Ajv({ ...common, coerceTypes: false }));
  const coercing = addFormats.default(new Ajv({ ...common, coerceTypes: 'array' }));
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? exact : coercing).compile(schema),
  );
  app.addHook('preValidation', async (request: FastifyRequest) => {
    refuseNul(request.params, request.query, request.body);
  });
}
