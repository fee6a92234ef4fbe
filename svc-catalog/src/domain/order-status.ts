import { ErrorKeys, type OrderStatus, type ProductType, type ShipmentCarrier } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { ZodError } from 'zod';

/**
 * The life of an order (issue 12): placed → shipped → done; placed → canceled. A shipped order is not canceled
 * (the parcel or the digital gift is with the recipient); done and canceled are final. A donation is created
 * done (ADR 0020: nothing to ship), so no status change applies to it.
 */
const transitions: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['shipped', 'canceled'],
  shipped: ['done'],
  done: [],
  canceled: [],
};

/** The status an order is created with: a donation is done at once, everything else placed. */
export const initialStatusOf = (type: ProductType): OrderStatus => (type === 'donation' ? 'done' : 'placed');

/** The statuses an order may move to now. */
export const nextStatusesOf = (status: OrderStatus): OrderStatus[] => [...transitions[status]];

export interface StatusChange {
  status: Exclude<OrderStatus, 'placed'>;
  /** Digital orders being shipped: what the recipient receives (mailed to them). */
  fulfilment: string | null;
  /** A cancellation's reason, when given. */
  reason: string | null;
  /** Physical orders being shipped (issue 23): the parcel's carrier and tracking number, when given. */
  carrier: ShipmentCarrier | null;
  trackingNumber: string | null;
}

const fieldError = (path: string, message: string) =>
  new ZodError([{ code: 'custom', path: [path], message, input: undefined }]);

/**
 * Checks one requested change against the order's status and type: 409 `error.order.invalidStatus` for a
 * transition the status does not allow; shipping a digital order without `fulfilment` is 400
 * `error.order.fulfilmentRequired` at `fulfilment`; a fulfilment for an order that is not digital is 400
 * `error.order.fulfilmentDigitalOnly`; a carrier or tracking number for anything but shipping a physical order is
 * 400 `error.order.trackingPhysicalOnly` at that field. The fulfilment, carrier and tracking number are kept only
 * with the shipment they belong to, the reason only with a cancellation.
 */
export function planStatusChange(
  order: { status: OrderStatus; type: ProductType },
  request: {
    status: StatusChange['status'];
    fulfilment?: string;
    reason?: string;
    carrier?: ShipmentCarrier;
    trackingNumber?: string;
  },
): StatusChange {
  if (request.fulfilment !== undefined && order.type !== 'digital')
    throw fieldError('fulfilment', ErrorKeys.order.fulfilmentDigitalOnly);
  const shipsParcel = request.status === 'shipped' && order.type === 'physical';
  for (const field of ['carrier', 'trackingNumber'] as const)
    if (request[field] !== undefined && !shipsParcel) throw fieldError(field, ErrorKeys.order.trackingPhysicalOnly);
  if (!transitions[order.status].includes(request.status)) throw errors.conflict(ErrorKeys.order.invalidStatus);
  const shipsDigital = request.status === 'shipped' && order.type === 'digital';
  if (shipsDigital && !request.fulfilment) throw fieldError('fulfilment', ErrorKeys.order.fulfilmentRequired);
  return {
    status: request.status,
    fulfilment: shipsDigital ? request.fulfilment! : null,
    reason: request.status === 'canceled' ? (request.reason ?? null) : null,
    carrier: shipsParcel ? (request.carrier ?? null) : null,
    trackingNumber: shipsParcel ? (request.trackingNumber ?? null) : null,
  };
}
