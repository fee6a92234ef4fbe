import { useTranslation } from 'react-i18next';
import type { Order } from '@cadeau/contracts';
import { usePhoneRule } from '@cadeau/ui/hooks';
import { Fields, Stack, Paragraph, SecondaryText } from '@cadeau/ui/cockpit';

/**
 * Where the gift goes. The seller and platform administrators read the whole address as a label would carry it;
 * a giver gets only the city (the server sends no more), and says so. Digital gifts and donations travel by
 * e-mail or not at all: no address.
 */
export function OrderRecipient({ order }: { order: Order }) {
  const { t } = useTranslation();
  const phones = usePhoneRule();
  const note = (text: string) => <Paragraph secondary>{text}</Paragraph>;
  if (order.type === 'digital' && !order.address)
    return (
      <Stack vertical gap="sm">
        {note(t('orders.detail.noAddressDigital'))}
        {order.email && <Fields items={[{ label: t('orders.detail.email'), value: order.email }]} />}
      </Stack>
    );
  if (order.type === 'donation') return note(t('orders.detail.noAddressDonation'));
  const a = order.address;
  if (!a)
    return (
      <Stack vertical gap="xs">
        <Fields items={[{ label: t('orders.detail.city'), value: order.city ?? '—', testId: 'order-city' }]} />
        {note(t('orders.detail.cityOnly'))}
      </Stack>
    );
  return (
    <Stack wrap>
      <address data-testid="order-address" style={{ fontStyle: 'normal', lineHeight: 1.6, minWidth: 200 }}>
        <SecondaryText block small>
          {t('orders.detail.address')}
        </SecondaryText>
        {a.firstName} {a.lastName}
        <br />
        {a.co && (
          <>
            {t('orders.detail.co', { co: a.co })}
            <br />
          </>
        )}
        {a.street} {a.houseNumber}
        <br />
        {a.zip} {a.city}
      </address>
      <div style={{ flex: 1, minWidth: 200 }}>
        <Fields
          items={[
            // Stored in E.164, shown grouped (`+41 79 123 45 67`, issue 23) once the rule's chunk has arrived; an
            // older order's as it was typed.
            ...(a.phone
              ? [
                  {
                    label: t('orders.detail.phone'),
                    value: phones ? phones.formatPhone(a.phone) : a.phone,
                    testId: 'order-phone',
                  },
                ]
              : []),
            ...(a.email || order.email
              ? [{ label: t('orders.detail.email'), value: a.email || order.email, testId: 'order-email' }]
              : []),
          ]}
        />
      </div>
    </Stack>
  );
}
