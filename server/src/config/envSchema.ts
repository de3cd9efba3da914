import { Type, type Static, type TSchema } from 'typebox';
import { operationVariables } from './operationVariables';
import { s3Variables } from './s3Variables';
import { serverVariables } from './serverVariables';
import { shopVariables } from './shopVariables';

/**
 * Every environment variable the shop reads, in one schema: its type, bounds and default (for
 * the ones loadConfig reads: it takes them from here), the default as the README writes it
 * (`x-default`), and what it means (`description`). `npm run generate` writes the README's
 * Environment table from it, in this order; CI fails when the two differ.
 */
export const ENV_SCHEMA = Type.Object({
  ...serverVariables,
  ...s3Variables,
  ...shopVariables,
  ...operationVariables,
});

export type EnvName = keyof Static<typeof ENV_SCHEMA> & string;

/** One variable's schema, with the shop's own keywords. */
export type VariableSchema = TSchema & {
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  description?: string;
  'x-default'?: string;
  'x-protocols'?: string[];
};

export const variable = (name: EnvName) =>
  (ENV_SCHEMA.properties as unknown as Record<EnvName, VariableSchema>)[name];
