import type { FastifyInstance } from 'fastify';
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';

const common: Options = {
  removeAdditional: true,
  useDefaults: true,
  allErrors: true,
  strict: false,
};

/**
 * Two validators: query strings and path parameters arrive as text, so their numbers and booleans
 * are coerced; JSON bodies are checked exactly as sent (a "2" is not a quantity).
 */
export function registerValidation(app: FastifyInstance): void {
  const exact = addFormats.default(new Ajv({ ...common, coerceTypes: false }));
  const coercing = addFormats.default(new Ajv({ ...common, coerceTypes: 'array' }));
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? exact : coercing).compile(schema),
  );
}
