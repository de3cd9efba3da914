import { varchar } from 'drizzle-orm/pg-core';

/**
 * The columns of a person's details, as wide wherever they are kept (staff, orders, reviews,
 * messages): a name, an e-mail address (RFC 5321's 254), a phone number, a city.
 */
export const personName = (name: string) => varchar(name, { length: 100 });
export const email = (name: string) => varchar(name, { length: 254 });
export const phone = (name: string) => varchar(name, { length: 20 });
export const city = (name: string) => varchar(name, { length: 100 });
