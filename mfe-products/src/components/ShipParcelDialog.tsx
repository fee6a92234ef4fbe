import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isTrackingNumber,
  shipmentCarriers,
  TRACKING_NUMBER_MAX,
  type ShipmentCarrier,
} from '@cadeau/contracts/shipment';
import { ConfirmDialog, SelectField, TextField, Paragraph } from '@cadeau/ui/cockpit';
import { useForm } from '@cadeau/ui/form';
import { showError } from '@cadeau/ui/toast';
import type { ShipDialogProps } from './ShipDigitalDialog';

/** What the seller may name with a parcel; both optional. */
export interface Parcel {
  carrier?: ShipmentCarrier;
  trackingNumber?: string;
}

/**
 * Asks before a physical order is marked shipped (issue 23: it cannot be undone, and the recipient is mailed) and
 * takes the parcel's carrier and tracking number, both optional, which that mail carries. A tracking number that
 * breaks the contracts' rule shows its message at the field and sends nothing; the server's refusal of either
 * field lands there too, anything else is a toast. Mounted while open, so each opening starts empty.
 */
export function ShipParcelDialog({ order, open, busy, onShip, onCancel }: ShipDialogProps<Parcel>) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm({ carrier: '' as ShipmentCarrier | '', trackingNumber: '' }, (v) => ({
    trackingNumber:
      v.trackingNumber.trim() && !isTrackingNumber(v.trackingNumber.trim())
        ? 'error.order.trackingNumberInvalid'
        : undefined,
  }));
  const refused = (error: unknown) => {
    if (!form.applyServerIssues(error)) showError(error);
  };
  const ship = form.handleSubmit(({ carrier, trackingNumber }) => {
    const number = trackingNumber.trim();
    onShip({ ...(carrier ? { carrier } : {}), ...(number ? { trackingNumber: number } : {}) }, refused);
  });
  const carrier = form.bind('carrier');
  return (
    <ConfirmDialog
      open={open}
      title={t('orders.actions.shippedTitle', { number: order.number })}
      okText={t('orders.actions.shipped')}
      busy={busy}
      testId="confirm-order-status"
      onCancel={onCancel}
      onConfirm={ship}
    >
      <Paragraph keepMargin="bottom">{t('orders.actions.shippedText')}</Paragraph>
      <form noValidate onSubmit={ship}>
        <SelectField<ShipmentCarrier | ''>
          id={`${id}-carrier`}
          data-testid="carrier-input"
          label={t('orders.actions.carrier')}
          allowClear
          options={shipmentCarriers.map((c) => ({ value: c, label: t(`orders.carrier.${c}`) }))}
          {...carrier}
          value={carrier.value || undefined}
          onChange={(value) => carrier.onChange(value ?? '')}
        />
        <TextField
          id={`${id}-tracking`}
          data-testid="tracking-number-input"
          label={t('orders.actions.trackingNumber')}
          help={t('orders.actions.trackingHelp')}
          maxLength={TRACKING_NUMBER_MAX}
          autoComplete="off"
          {...form.bind('trackingNumber')}
        />
      </form>
    </ConfirmDialog>
  );
}
