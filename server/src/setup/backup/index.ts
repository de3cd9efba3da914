/**
 * Backup and restore of the whole shop: a folder with a manifest, the database's dump, and the
 * images kept outside the database.
 */
export { BackupError } from './manifest';
export { backup } from './write';
export { restore } from './restore';
export { tableNames, tableRows } from './tables';
