import type { LightMyRequestResponse } from 'fastify';

/** The shop settings a superadmin saves in the settings tests: a shop of its own. */
export const owned = {
  name: 'Khushbu Ghar',
  tagline: 'Attars from Lahore, to your door.',
  phone: '042-35761234',
  whatsapp: '0333 7654321',
  email: 'hello@khushbughar.pk',
  address: '14 Liberty Market, Gulberg III, Lahore 54660, Pakistan',
  city: 'Lahore, Pakistan',
  facebookUrl: 'https://www.facebook.com/khushbughar',
  instagramUrl: '',
  mailFromName: 'Khushbu Ghar Orders',
  mailFromAddress: 'orders@khushbughar.pk',
  lowStockThreshold: 3,
};

/** What a refused change says of `field`: the field's own message, else the answer's. */
export function refusalOf(response: LightMyRequestResponse, field: string) {
  const body = response.json() as { message: string; errors?: { param: string; msg: string }[] };
  return body.errors?.find((e) => e.param === field)?.msg ?? body.message;
}
