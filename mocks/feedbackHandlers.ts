import { http, HttpResponse } from 'msw';
import { CHECKOUT_EMAIL_PATTERN } from '@shop/domain/checkout';
import {
  ALL_FIELDS_REQUIRED,
  FEEDBACK_PHONE_PATTERN,
  feedbackMessages,
  nextMessageStatus,
} from '@shop/domain/feedback';
import type {
  ListReviewsApiResponse,
  SendCustomerMessageApiArg,
  SendCustomerMessageApiResponse,
  SubmitReviewApiArg,
  SubmitReviewApiResponse,
} from '../src/store/api/generated/storefrontApi';
import type {
  DeleteReviewApiResponse,
  ListAllReviewsApiResponse,
  ListCustomerMessagesApiResponse,
  ReplyToCustomerMessageApiArg,
  ReplyToCustomerMessageApiResponse,
  SetCustomerMessageStatusApiArg,
  SetCustomerMessageStatusApiResponse,
  SetReviewApprovalApiArg,
  SetReviewApprovalApiResponse,
} from '../src/store/api/generated/backOfficeApi';
import {
  allReviewsFixture,
  customerMessagesFixture,
  publicReviewsFixture,
} from './feedbackFixtures';

const invalid = (message: string, params: string[]) =>
  HttpResponse.json(
    { message, errors: params.map((param) => ({ param, msg: message })) },
    { status: 400 },
  );

/** Fields left empty (after trimming), as the server names them. */
const emptyFields = (body: Record<string, string>) =>
  Object.entries(body)
    .filter(([, value]) => !value.trim())
    .map(([param]) => param);

/**
 * Reviews, customer messages and the visit beacon, answered as the server would (stateless:
 * a change is acknowledged but the lists stay as in the fixtures). The home page lists reviews and
 * every storefront page counts a visit, so these must always be installed.
 */
export const feedbackHandlers = [
  http.post('*/api/visits', () => new HttpResponse(null, { status: 204 })),

  http.get('*/api/reviews/', () => HttpResponse.json<ListReviewsApiResponse>(publicReviewsFixture)),
  http.get('*/api/reviews/all', () =>
    HttpResponse.json<ListAllReviewsApiResponse>(allReviewsFixture),
  ),
  http.post<never, SubmitReviewApiArg['body']>('*/api/reviews/', async ({ request }) => {
    const { name, city, phone, review } = await request.json();
    const body = { name, city, phone, review };
    const empty = emptyFields(body);
    if (empty.length > 0) return invalid(ALL_FIELDS_REQUIRED, empty);
    if (!FEEDBACK_PHONE_PATTERN.test(body.phone.trim())) {
      return invalid(feedbackMessages.invalidPhone, ['phone']);
    }
    return HttpResponse.json<SubmitReviewApiResponse>(
      { message: feedbackMessages.reviewSubmitted },
      { status: 201 },
    );
  }),
  http.patch<{ id: string }, SetReviewApprovalApiArg['body']>(
    '*/api/reviews/:id/approve',
    async ({ params, request }) => {
      const review = allReviewsFixture.find((r) => r._id === params.id);
      if (!review) return HttpResponse.json({ message: 'Review not found' }, { status: 404 });
      const { isApproved } = await request.json();
      return HttpResponse.json<SetReviewApprovalApiResponse>({
        message: isApproved ? 'Review approved' : 'Review hidden',
        review: { ...review, isApproved },
      });
    },
  ),
  http.delete<{ id: string }>('*/api/reviews/:id', ({ params }) =>
    allReviewsFixture.some((r) => r._id === params.id)
      ? HttpResponse.json<DeleteReviewApiResponse>({ message: 'Review deleted successfully' })
      : HttpResponse.json({ message: 'Review not found' }, { status: 404 }),
  ),

  http.post<never, SendCustomerMessageApiArg['body']>('*/api/contacts/', async ({ request }) => {
    const body = await request.json();
    const empty = emptyFields(body);
    if (empty.length > 0) return invalid(ALL_FIELDS_REQUIRED, empty);
    if (!CHECKOUT_EMAIL_PATTERN.test(body.email.trim())) {
      return invalid(feedbackMessages.invalidEmail, ['email']);
    }
    return HttpResponse.json<SendCustomerMessageApiResponse>(
      { message: feedbackMessages.querySubmitted },
      { status: 201 },
    );
  }),
  http.get('*/api/contacts/', () =>
    HttpResponse.json<ListCustomerMessagesApiResponse>(customerMessagesFixture),
  ),
  http.patch<{ id: string }, SetCustomerMessageStatusApiArg['body']>(
    '*/api/contacts/:id',
    async ({ params, request }) => {
      const contact = customerMessagesFixture.find((m) => m._id === params.id);
      if (!contact) return HttpResponse.json({ message: 'Message not found' }, { status: 404 });
      const { status } = await request.json();
      if (nextMessageStatus(contact.status) !== status) {
        return HttpResponse.json(
          { message: `A message that is ${contact.status} cannot be marked ${status}.` },
          { status: 409 },
        );
      }
      return HttpResponse.json<SetCustomerMessageStatusApiResponse>({
        message: `Message marked as ${status}`,
        contact: { ...contact, status },
      });
    },
  ),
  http.post<{ id: string }, ReplyToCustomerMessageApiArg['body']>(
    '*/api/contacts/:id/reply',
    async ({ params, request }) => {
      const contact = customerMessagesFixture.find((m) => m._id === params.id);
      if (!contact) return HttpResponse.json({ message: 'Message not found' }, { status: 404 });
      const reply = (await request.json()).reply.trim();
      if (!reply) return invalid(feedbackMessages.replyRequired, ['reply']);
      if (contact.reply) {
        return HttpResponse.json({ message: feedbackMessages.alreadyAnswered }, { status: 409 });
      }
      return HttpResponse.json<ReplyToCustomerMessageApiResponse>({
        message: feedbackMessages.replySent,
        contact: {
          ...contact,
          status: 'Responded',
          reply,
          repliedBy: 'Sara Admin',
          repliedAt: new Date().toISOString(),
        },
      });
    },
  ),
];
