import type { BottleLook } from './demoImages';

interface DemoPerfume {
  name: string;
  description: string;
  look: BottleLook;
  variants: { size: string; price: number; stock: number }[];
}

interface DemoCategory {
  name: string;
  description: string;
  backdrop: [string, string];
  perfumes: DemoPerfume[];
}

const warm: [string, string] = ['#fdf6ec', '#e8d5b7'];
const lilac: [string, string] = ['#f8eefc', '#dcc6e8'];
const sky: [string, string] = ['#eef5fc', '#c5d8ea'];
const sand: [string, string] = ['#f3ebe5', '#cdb8a8'];

const edp = (small: number, large: number, stock: [number, number]) => [
  { size: '50ml', price: small, stock: stock[0] },
  { size: '100ml', price: large, stock: stock[1] },
];

/** The demo shop: four categories and a dozen perfumes in two or three sizes. */
export const demoCatalogue: DemoCategory[] = [
  {
    name: 'For Him',
    description: 'Bold woody, spicy and fresh fragrances for men.',
    backdrop: ['#3a3f47', '#14171c'],
    perfumes: [
      {
        name: 'Royal Oud Noir',
        description:
          'Smoky oud and black pepper over a warm leather base. Long lasting, evening wear.',
        look: { liquid: '#4e342e', cap: '#d4af37', backdrop: sand, shape: 'square' },
        variants: [{ size: '30ml', price: 2999, stock: 25 }, ...edp(4499, 7999, [18, 10])],
      },
      {
        name: 'Karachi Breeze',
        description:
          'Sea salt, bergamot and vetiver: a clean, fresh scent for hot days by the coast.',
        look: { liquid: '#1e88e5', cap: '#263238', backdrop: sky, shape: 'tall' },
        variants: edp(3499, 5999, [30, 20]),
      },
      {
        name: 'Amber Sultan',
        description: 'Golden amber, cardamom and tonka bean. Rich and regal.',
        look: { liquid: '#e08e0b', cap: '#c9a227', backdrop: warm, shape: 'flask' },
        variants: edp(3999, 6799, [12, 4]),
      },
    ],
  },
  {
    name: 'For Her',
    description: 'Floral, fruity and soft musky fragrances for women.',
    backdrop: ['#f3d9e4', '#b9849c'],
    perfumes: [
      {
        name: 'Rose of Lahore',
        description: 'Damask rose, lychee and white musk. Elegant and romantic.',
        look: { liquid: '#d81b60', cap: '#c0c0c0', backdrop: lilac, shape: 'round' },
        variants: [{ size: '30ml', price: 2799, stock: 40 }, ...edp(4299, 7499, [22, 12])],
      },
      {
        name: 'Jasmine Nights',
        description: 'Night-blooming jasmine with vanilla and sandalwood.',
        look: { liquid: '#f6c343', cap: '#d4af37', backdrop: warm, shape: 'square' },
        variants: edp(3799, 6499, [16, 9]),
      },
      {
        name: 'Velvet Orchid',
        description: 'Black orchid, plum and praline. Sweet, deep and velvety.',
        look: { liquid: '#8e24aa', cap: '#212121', backdrop: lilac, shape: 'tall' },
        variants: edp(4199, 7199, [3, 14]),
      },
    ],
  },
  {
    name: 'Unisex',
    description: 'Fresh citrus, green and musky scents for everyone.',
    backdrop: ['#dfeee6', '#8fb3a1'],
    perfumes: [
      {
        name: 'Citrus Bloom',
        description: 'Sicilian lemon, neroli and green tea. Light and bright all day.',
        look: { liquid: '#fbc02d', cap: '#9e9e9e', backdrop: warm, shape: 'round' },
        variants: edp(2999, 4999, [35, 25]),
      },
      {
        name: 'White Musk Cloud',
        description: 'Soft white musk, iris and cotton. Clean skin, only better.',
        look: { liquid: '#cfd8dc', cap: '#b0bec5', backdrop: sky, shape: 'square' },
        variants: [{ size: '30ml', price: 2499, stock: 50 }, ...edp(3699, 6199, [28, 15])],
      },
      {
        name: 'Vetiver Green',
        description: 'Haitian vetiver, mint and grapefruit. Crisp and earthy.',
        look: { liquid: '#43a047', cap: '#37474f', backdrop: sky, shape: 'flask' },
        variants: edp(3299, 5699, [20, 2]),
      },
    ],
  },
  {
    name: 'Oud & Attar',
    description: 'Alcohol-free attars and oud oils in the Eastern tradition.',
    backdrop: ['#5d4037', '#1b0f0a'],
    perfumes: [
      {
        name: 'Attar Shamama',
        description: 'A classic herbal and spicy attar, concentrated oil without alcohol.',
        look: { liquid: '#6d4c41', cap: '#d4af37', backdrop: sand, shape: 'flask' },
        variants: [
          { size: '6ml', price: 1499, stock: 60 },
          { size: '12ml', price: 2699, stock: 30 },
        ],
      },
      {
        name: 'Cambodian Oud Oil',
        description: 'Aged oud oil with a honeyed, leathery depth.',
        look: { liquid: '#3e2723', cap: '#c9a227', backdrop: sand, shape: 'round' },
        variants: [
          { size: '3ml', price: 5999, stock: 8 },
          { size: '6ml', price: 10999, stock: 5 },
          { size: '12ml', price: 19999, stock: 2 },
        ],
      },
      {
        name: 'Mukhallat Gold',
        description: 'A blend of rose, saffron and oud in a rich oil base.',
        look: { liquid: '#b8860b', cap: '#d4af37', backdrop: warm, shape: 'square' },
        variants: [
          { size: '6ml', price: 1999, stock: 45 },
          { size: '12ml', price: 3499, stock: 20 },
        ],
      },
    ],
  },
];

/** A few approved reviews so the home page carousel has something to show. */
export const demoReviews = [
  {
    name: 'Ayesha Khan',
    city: 'Lahore',
    phone: '0300-1234567',
    review: 'Rose of Lahore is beautiful and lasts the whole day. Delivery took two days.',
  },
  {
    name: 'Bilal Ahmed',
    city: 'Karachi',
    phone: '0321-7654321',
    review:
      'Royal Oud Noir smells expensive. Packaging was excellent and cash on delivery made it easy.',
  },
  {
    name: 'Sana Malik',
    city: 'Islamabad',
    phone: '0333-1112223',
    review: 'Citrus Bloom is my summer favourite. Light, fresh and not overpowering.',
  },
  {
    name: 'Usman Tariq',
    city: 'Peshawar',
    phone: '0345-9876543',
    review: 'Authentic attar, exactly like the ones from the old city. Will order again.',
  },
  {
    name: 'Hira Siddiqui',
    city: 'Multan',
    phone: '0312-4445556',
    review: 'Velvet Orchid is sweet but classy. Got many compliments at a wedding.',
  },
];
