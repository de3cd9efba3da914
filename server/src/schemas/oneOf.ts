import { Type, type TLiteral, type TSchema, type TSchemaOptions, type TUnion } from 'typebox';

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };

/** A TypeBox union of a domain list's values: the list in src/domain is the one source. */
export function oneOf<const T extends readonly string[]>(
  values: T,
  options?: TSchemaOptions,
): TUnion<Extract<Literals<T>, TSchema[]>> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as never;
}
