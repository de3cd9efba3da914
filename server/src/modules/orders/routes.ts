import { trackingNumberOf } from '@shop/domain/couriers';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '../../schemas/common';
import { exportFileName, ordersCsv } from './csv';
import type { OrderService } from './service';
import { VISIT_COOKIE, type VisitService } from '../visits';
import { ordersWorkbook } from './xlsx';
import { IDEMPOTENCY_HEADER } from './idempotencyKey';
import {
  CustomerHistory,
  Order,
  OrderExportQuery,
  OrderIdParams,
  OrderListQuery,
  OrderPage,
  OrderPlaced,
  OrderUpdated,
  PlaceOrderBody,
  PlaceOrderHeaders,
  StockConflict,
  TrackOrderBody,
  TrackedOrder,
  UpdateStatusBody,
} from './schemas';
import { rateLimitOf } from '../../limits';
import { tagRoutes } from '../../plugins/routeTags';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The orders' exports: where, what the API document says of each, and how it is written. */
const ORDER_EXPORTS = [
  {
    url: '/api/orders/export',
    operationId: 'exportOrders',
    summary: 'The filtered orders as CSV (staff)',
    description: 'CSV, one order a line',
    mediaType: 'text/csv',
    schema: Type.String(),
    extension: 'csv',
    contentType: 'text/csv; charset=utf-8',
    compress: undefined,
    write: ordersCsv,
  },
  {
    url: '/api/orders/export.xlsx',
    operationId: 'exportOrdersXlsx',
    summary: 'The filtered orders as an Excel workbook (staff)',
    description: 'An .xlsx workbook, one order a row',
    mediaType: XLSX_TYPE,
    schema: Type.String({ format: 'binary' }),
    extension: 'xlsx',
    contentType: XLSX_TYPE,
    // A workbook is a zip already: compressing it again costs time and memory for nothing.
    compress: false,
    write: ordersWorkbook,
  },
] as const;

/** Checkout, order pages and tracking (public) and the orders back office (staff). */
export const orderRoutes: FastifyPluginAsyncTypebox<{
  orders: OrderService;
  visits: VisitService;
}> = async (app, { orders, visits }) => {
  tagRoutes(app, 'Orders');
  app.post(
    '/api/orders/',
    {
      config: rateLimitOf('ordersPlaced', app.rateLimited),
      schema: {
        operationId: 'placeOrder',
        summary: 'Place a cash-on-delivery order; prices come from the catalogue',
        description:
          'Send an Idempotency-Key (one per checkout attempt, the same on every retry of it): a ' +
          'retry of the same request answers 200 with the order the first one placed; the same ' +
          'key with a different request is refused (422).',
        headers: PlaceOrderHeaders,
        body: PlaceOrderBody,
        response: {
          200: OrderPlaced,
          201: OrderPlaced,
          409: StockConflict,
          422: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await orders.place(
        request.body,
        request.headers[IDEMPOTENCY_HEADER],
        request.ip,
      );
      if (replayed) {
        return reply
          .status(200)
          .header('idempotent-replayed', 'true')
          .send({ message: 'Order placed successfully', order });
      }
      // The conversion rate counts the visiting session as one that ordered; the order stands
      // whether or not that is recorded.
      const session = visits.sessionOf(request.cookies[VISIT_COOKIE]);
      if (session) {
        await visits
          .orderPlaced(session)
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'could not count the order for the conversion rate'),
          );
      }
      return reply.status(201).send({ message: 'Order placed successfully', order });
    },
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        operationId: 'getOrder',
        summary: 'One order by its id (staff also see who changed its status)',
        params: OrderIdParams,
        response: { 200: Order, 404: ErrorResponse },
      },
    },
    async (request) => orders.get(request.params.id, request.admin !== null),
  );

  app.post(
    '/api/orders/track-order',
    {
      config: rateLimitOf('ordersTracked', app.rateLimited),
      schema: {
        operationId: 'trackOrder',
        summary: 'Find an order by its number; personal details are masked',
        body: TrackOrderBody,
        response: {
          200: Type.Object({ order: TrackedOrder }),
          404: ErrorResponse,
        },
      },
    },
    async (request) => ({ order: await orders.track(request.body.orderNumber) }),
  );

  app.get(
    '/api/orders',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'listOrders',
        summary: 'Orders, filtered, sorted and paginated by the server (staff)',
        querystring: OrderListQuery,
        response: { 200: OrderPage, 401: ErrorResponse },
      },
    },
    async (request) => {
      const {
        status,
        search,
        page = 0,
        pageSize = 25,
        sort = 'createdAt',
        order = 'desc',
      } = request.query;
      return orders.list({ status, search }, page, pageSize, sort, order);
    },
  );

  // The filtered orders, the same rows in two files: CSV, and an Excel workbook.
  for (const file of ORDER_EXPORTS) {
    app.get(
      file.url,
      {
        onRequest: app.allow('work'),
        compress: file.compress,
        schema: {
          operationId: file.operationId,
          summary: file.summary,
          querystring: OrderExportQuery,
          response: {
            200: {
              description: file.description,
              content: { [file.mediaType]: { schema: file.schema } },
            },
            401: ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const filter = { status: request.query.status, search: request.query.search };
        const name = exportFileName(file.extension, new Date());
        return (
          reply
            .type(file.contentType)
            .header('content-disposition', `attachment; filename="${name}"`)
            // A stream bypasses the serializer; the 200 schema documents what it carries.
            .send(file.write(orders.batches(filter)) as unknown as string)
        );
      },
    );
  }

  app.put(
    '/api/orders/:id',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'updateOrderStatus',
        summary: 'Change an order’s status, with its stock effects (staff)',
        params: OrderIdParams,
        body: UpdateStatusBody,
        response: {
          200: OrderUpdated,
          401: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request) => ({
      message: 'Order status updated',
      order: await orders.changeStatus(request.params.id, {
        to: request.body.status,
        adminId: request.admin!.id,
        courier: request.body.courier,
        trackingNumber: trackingNumberOf(request.body.trackingNumber ?? '') || undefined,
        confirmedBy: request.body.confirmedBy,
        note: request.body.note?.trim() || undefined,
      }),
    }),
  );

  app.get(
    '/api/orders/:id/customer-history',
    {
      onRequest: app.allow('work'),
      schema: {
        operationId: 'getOrderCustomerHistory',
        summary:
          'The customer’s other orders by phone and e-mail: placed, delivered, returned (staff)',
        params: OrderIdParams,
        response: {
          200: CustomerHistory,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => orders.customerHistory(request.params.id),
  );
};
