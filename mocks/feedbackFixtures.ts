import type { ListReviewsApiResponse } from '../src/store/api/generated/storefrontApi';
import type {
  ListAllReviewsApiResponse,
  ListCustomerMessagesApiResponse,
} from '../src/store/api/generated/backOfficeApi';

const review = (
  n: number,
  name: string,
  city: string,
  text: string,
  isApproved: boolean,
): ListAllReviewsApiResponse[number] => ({
  _id: `review-${n}`,
  name,
  city,
  phone: `0300-00000${String(n).padStart(2, '0')}`,
  review: text,
  perfume: null,
  stars: null,
  isApproved,
  // Newest first, one day apart.
  createdAt: new Date(Date.UTC(2025, 0, 20 - n, 10, 0)).toISOString(),
});

/** Every review as staff see them (GET /api/reviews/all), newest first: 7 approved, 2 pending. */
export const allReviewsFixture: ListAllReviewsApiResponse = [
  review(1, 'Hina Baloch', 'Quetta', 'The oud lasts all day, lovely packaging.', true),
  review(2, 'Pending Person', 'Sukkur', 'Waiting for approval.', false),
  review(3, 'Omar Farooq', 'Lahore', 'Delivered in two days, cash on delivery was easy.', true),
  review(4, 'Zainab Ali', 'Karachi', 'My favourite attar now.', true),
  review(5, 'Bilal Ahmed', 'Multan', 'Smells exactly like the description.', true),
  review(6, 'Sana Mir', 'Islamabad', 'Bought it as a gift, everyone loved it.', true),
  review(7, 'Hidden Critic', 'Hyderabad', 'Not shown on the site.', false),
  review(8, 'Kamran Shah', 'Peshawar', 'Great value for money.', true),
  review(9, 'Mehwish Raza', 'Faisalabad', 'Will order again.', true),
];

/** The public list (GET /api/reviews/): approved reviews only, without the phone. */
export const publicReviewsFixture: ListReviewsApiResponse = allReviewsFixture
  .filter((r) => r.isApproved)
  .map(({ _id, name, city, review: text, perfume, stars, createdAt }) => ({
    _id,
    name,
    city,
    review: text,
    perfume,
    stars,
    createdAt,
  }));

/** Customer messages (GET /api/contacts/), newest first: one of each status. */
export const customerMessagesFixture: ListCustomerMessagesApiResponse = [
  {
    _id: '0a6f4c1e-1111-4111-8111-111111111111',
    name: 'Ayesha Noor',
    email: 'ayesha.noor@example.pk',
    subject: 'Order not delivered',
    message: 'My order ORD-20250110-AB12C has not arrived yet. Please check.',
    phone: '0300 1234567',
    status: 'Pending',
    createdAt: '2025-01-18T09:00:00.000Z',
    reply: null,
    repliedBy: null,
    repliedAt: null,
  },
  {
    _id: '0a6f4c1e-2222-4222-8222-222222222222',
    name: 'Usman Tariq',
    email: 'usman@example.pk',
    subject: 'Wholesale prices',
    message: 'Do you offer discounts for bulk orders?',
    phone: null,
    status: 'Read',
    createdAt: '2025-01-17T09:00:00.000Z',
    reply: null,
    repliedBy: null,
    repliedAt: null,
  },
  {
    _id: '0a6f4c1e-3333-4333-8333-333333333333',
    name: 'Fatima Jamil',
    email: 'fatima@example.pk',
    subject: 'Thank you',
    message: 'Thanks for the quick reply.',
    phone: null,
    status: 'Responded',
    createdAt: '2025-01-16T09:00:00.000Z',
    reply: 'You are welcome! Enjoy the scent.',
    repliedBy: 'Sara Admin',
    repliedAt: '2025-01-16T11:30:00.000Z',
  },
];
