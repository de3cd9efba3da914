import {
  type AnyPgColumn,
  numeric,
  timestamp,
  type UpdateDeleteAction,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { MAX_DESCRIPTION } from '@shop/domain/catalogue';

/** Column builders the tables share. */
export const id = () => uuid('id').primaryKey().defaultRandom();
/** A moment, with its time zone (every timestamp of the shop's). */
export const at = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => at('created_at').notNull().defaultNow();
export const updatedAt = () => at('updated_at').notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
/** A row's parent: required, and what deleting the parent does to the row. */
export const parent = (name: string, column: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  uuid(name).notNull().references(column, { onDelete });

/** A reference to a row that may go: deleting that row empties the reference. */
export const optionalParent = (name: string, column: () => AnyPgColumn) =>
  uuid(name).references(column, { onDelete: 'set null' });

/**
 * What the shop writes of a category or a perfume: its name (up to `nameLength`) and description,
 * and the Urdu ones shown instead on the storefront's Urdu pages (optional).
 */
export const shopText = (nameLength: number) => ({
  name: varchar('name', { length: nameLength }).notNull(),
  description: varchar('description', { length: MAX_DESCRIPTION }),
  nameUr: varchar('name_ur', { length: nameLength }),
  descriptionUr: varchar('description_ur', { length: MAX_DESCRIPTION }),
});
