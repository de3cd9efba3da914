/**
 * The shop's name and public contact details: the navbar, footer, login, e-mails, packing slips
 * and structured data. These are the defaults; the server reads SHOP_* variables over them
 * (server/src/config/shopContact.ts) and hands the result to the pages.
 */
export interface ShopContact {
  name: string;
  tagline: string;
  /** City and country, as the footer shows them. */
  city: string;
  /** The full postal address (e-mails, structured data). */
  address: string;
  phone: string;
  /** The number customers confirm orders on, in any Pakistani mobile spelling. */
  whatsapp: string;
  email: string;
  social: { facebook: string; instagram: string; whatsapp: string };
  /** The shop's logo (an uploaded image's /uploads/ address); empty: none, the name alone. */
  logo: string;
}

export const brand: ShopContact = {
  name: 'Mehak Perfumes',
  tagline: 'Fine fragrances and attars, delivered across Pakistan.',
  city: 'Karachi, Pakistan',
  address: 'Shop 12, Zamzama Commercial Lane 3, DHA Phase 5, Karachi 75500, Pakistan',
  phone: '+92 300 1234567',
  whatsapp: '+92 300 1234567',
  email: 'support@mehakperfumes.pk',
  social: {
    facebook: 'https://www.facebook.com/mehakperfumes',
    instagram: 'https://www.instagram.com/mehakperfumes',
    whatsapp: 'https://wa.me/923001234567',
  },
  logo: '',
};
