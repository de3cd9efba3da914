import * as yup from 'yup';
import {
  COURIERS,
  TRACKING_NUMBER_PATTERN,
  isCourier,
  trackingNumberOf,
  shipmentMessages,
} from '@shop/domain/couriers';
import {
  CONFIRMATION_METHODS,
  confirmationMessages,
  isConfirmationMethod,
} from '@shop/domain/confirmation';
import { ORDER_STATUSES, type OrderStatus } from '@shop/domain/orderStatus';
import type { UpdateOrderStatusApiArg } from '../../store/api/generated/backOfficeApi';

export interface OrderStatusValues {
  status: OrderStatus;
  /** One of CONFIRMATION_METHODS, or '' until chosen (required for Confirmed). */
  confirmedBy: string;
  courier: string;
  trackingNumber: string;
}

/** The fields a refused submit takes the keyboard to, in the order they are on the form. */
export const orderStatusFieldOrder = ['courier', 'trackingNumber', 'confirmedBy'] as const;

/**
 * A move to Confirmed needs how it was confirmed; a move to Shipped needs the courier and its
 * tracking number; the other moves need nothing more.
 * `current` is the order's status as loaded (choosing it again is no move at all).
 */
export function orderStatusSchema(current: OrderStatus) {
  const shipping = (status: unknown) => status === 'Shipped' && current !== 'Shipped';
  const confirming = (status: unknown) => status === 'Confirmed' && current !== 'Confirmed';
  return yup.object({
    status: yup.string().oneOf(ORDER_STATUSES).required(),
    confirmedBy: yup.string().when('status', {
      is: confirming,
      then: (field) =>
        field
          .required(confirmationMessages.required)
          .oneOf(CONFIRMATION_METHODS, confirmationMessages.required),
    }),
    courier: yup.string().when('status', {
      is: shipping,
      then: (field) =>
        field
          .required(shipmentMessages.courierRequired)
          .oneOf(COURIERS, shipmentMessages.courierRequired),
    }),
    trackingNumber: yup
      .string()
      .transform((value: unknown) => (typeof value === 'string' ? trackingNumberOf(value) : value))
      .when('status', {
        is: shipping,
        then: (field) =>
          field
            .required(shipmentMessages.trackingNumberRequired)
            .matches(TRACKING_NUMBER_PATTERN, shipmentMessages.trackingNumberInvalid),
      }),
  });
}

/** The form's values as PUT /api/orders/{id} takes them: only what goes with the new status. */
export function statusChangeBody(values: OrderStatusValues): UpdateOrderStatusApiArg['body'] {
  const { status } = values;
  if (status === 'Confirmed' && isConfirmationMethod(values.confirmedBy))
    return { status, confirmedBy: values.confirmedBy };
  if (status === 'Shipped' && isCourier(values.courier)) {
    return {
      status,
      courier: values.courier,
      trackingNumber: trackingNumberOf(values.trackingNumber),
    };
  }
  return { status };
}
