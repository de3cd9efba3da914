import {
  type AnyPgColumn,
  numeric,
  timestamp,
  type UpdateDeleteAction,
  uuid,
} from 'drizzle-orm/pg-core';

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
