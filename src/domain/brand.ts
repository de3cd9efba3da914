/** The shop's name and public contact details, shown in the navbar, footer and login. */
export const brand = {
  name: 'Mehak Perfumes',
  tagline: 'Fine fragrances and attars, delivered across Pakistan.',
  city: 'Karachi, Pakistan',
  phone: '+92 300 1234567',
  email: 'support@mehakperfumes.pk',
  social: {
    facebook: 'https://www.facebook.com/mehakperfumes',
    instagram: 'https://www.instagram.com/mehakperfumes',
    whatsapp: 'https://wa.me/923001234567',
  },
};
