import fc from 'fast-check';

/** The part of an OpenAPI 3.0 schema object this generator reads. */
export interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Strings an attacker sends: NUL, markup, SQL, control and unusual unicode, very long text. */
export const hostileString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'abc\u0000def',
    "' OR 1=1 --",
    '"; drop table orders; --',
    '<script>alert(1)</script>',
    '=HYPERLINK("http://x")',
    '\u202Egnp.exe',
    '\uD800',
    '💥'.repeat(300),
    '../../etc/passwd',
    '%00',
    '{"$gt":""}',
    '-1',
    '1e309',
    'NaN',
    'true',
    'null',
  ),
  fc.integer({ min: 1, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

/** Values of the wrong type, or numbers out of any sensible range. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, -1e308, 1e308, 2 ** 53 + 1, -(2 ** 31), 0.5, [], {}, [
    null,
  ]),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, Math.max(min, 60));
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'binary':
      return fc.constant('');
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return fc.string({ minLength: min, maxLength: max });
}

/** Values that satisfy the schema (as far as this generator understands it). */
export function valid(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map(valid));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const plain = ((): fc.Arbitrary<unknown> => {
    switch (schema.type) {
      case 'string':
        return stringFor(schema);
      case 'integer':
        return fc.integer({
          min: schema.minimum ?? -1000,
          max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1),
        });
      case 'number':
        return fc.double({
          min: schema.minimum ?? -1000,
          max: schema.maximum ?? 100_000,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valid(schema.items), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        });
      case 'object':
        return objectOf(schema);
      default:
        return fc.constant(undefined);
    }
  })();
  return schema.nullable ? fc.oneof(plain, fc.constant(null)) : plain;
}

/**
 * Realistic values for fields a schema alone cannot fill well (ids of existing rows, JSON text),
 * by field name; each is used half the time, the schema's own generator the other half.
 */
export const fieldHints = new Map<string, fc.Arbitrary<unknown>>();

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([k, s]) => {
      const hint = fieldHints.get(k);
      return [k, hint ? fc.oneof(hint, valid(s)) : valid(s)];
    }),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

/**
 * A value mutated the way an attacker would, at any depth: fields replaced by hostile values
 * (wrong types, NUL, huge or negative numbers, long unicode), dropped, or joined by unknown ones.
 */
export function mutated(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (schema?.type === 'array') {
    return fc.oneof(
      fc.array(mutated(schema.items), { maxLength: 3 }),
      fc.array(valid(schema.items), { minLength: 60, maxLength: 120 }),
      hostileValue,
    );
  }
  if (schema?.type !== 'object' || !schema.properties) {
    return fc.oneof(
      { weight: 1, arbitrary: valid(schema) },
      { weight: 3, arbitrary: hostileValue },
    );
  }
  const fields = Object.fromEntries(
    Object.entries(schema.properties).map(([key, sub]) => [
      key,
      fc.oneof({ weight: 4, arbitrary: valid(sub) }, { weight: 1, arbitrary: mutated(sub) }),
    ]),
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid(schema), fc.string({ minLength: 1, maxLength: 20 }), hostileValue)
        .map(([value, key, extra]) => ({ ...(value as object), [key]: extra })),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}
