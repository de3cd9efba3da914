/**
 * The database's tables (Drizzle), by area; drizzle-kit reads them from here (drizzle.config.ts)
 * to write the migrations in ../migrations.
 */
export * from './staffAndOperations';
export * from './catalogue';
export * from './orders';
