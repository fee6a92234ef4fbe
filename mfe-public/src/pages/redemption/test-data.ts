import type { VoucherAnswer } from '@cadeau/contracts';

// Test data of the redemption page's component tests (never imported by production code).

/** 123456789012345 and its Damm check digit 0 (the brief's vector). */
export const CODE = '1234567890123450';
export const FORMATTED = '1234-5678-9012-3450';

export const PHYSICAL = '6f1c2b9e-3d4a-4c5b-8e6f-7a8b9c0d1e01';
export const DIGITAL = '6f1c2b9e-3d4a-4c5b-8e6f-7a8b9c0d1e02';
export const DONATION = '6f1c2b9e-3d4a-4c5b-8e6f-7a8b9c0d1e03';
export const ORDER_ID = '0b7e1c2d-3e4f-4a5b-9c6d-7e8f9a0b1c2d';

export function aVoucher(overrides: Partial<VoucherAnswer> = {}): VoucherAnswer {
  return {
    code: FORMATTED,
    status: 'unused',
    campaign: { name: 'Winter 2026', giverName: 'Demo Giver AG', validFrom: '2026-11-20', validTo: '2026-12-24' },
    greeting: { salutation: 'Dear Anna', text: 'Thank you for a great year together.' },
    mailsToRecipient: true,
    offers: [
      {
        productId: PHYSICAL,
        type: 'physical',
        name: { de: 'Honig aus dem Emmental', en: 'Honey from the Emmental' },
        description: { de: 'Ein Glas Blütenhonig.', en: 'A jar of blossom honey.' },
        imageUrl: '/api/file/1/list.jpeg',
        imageAlt: { de: 'Ein Glas goldener Honig auf einem Holztisch', en: 'A jar of golden honey on a wooden table' },
        deliveryDays: 5,
        soldOutThisWeek: false,
      },
      {
        productId: DIGITAL,
        type: 'digital',
        name: { de: 'Kinogutschein', en: 'Cinema voucher' },
        description: { de: '', en: '' },
        imageUrl: null,
        deliveryDays: 0,
        soldOutThisWeek: false,
      },
      {
        productId: DONATION,
        type: 'donation',
        name: { de: 'Spende an die Berghilfe', en: 'Donation to the mountain aid' },
        description: { de: 'Hilft Bergbauern.', en: 'Helps mountain farmers.' },
        imageUrl: null,
        deliveryDays: 0,
        soldOutThisWeek: false,
      },
    ],
    ...overrides,
  };
}

export const anOrder = (overrides: Record<string, unknown> = {}) => ({
  orderId: ORDER_ID,
  orderNumber: 'AB3CD-EF4GH',
  productName: { de: 'Honig aus dem Emmental', en: 'Honey from the Emmental' },
  type: 'physical',
  email: 'anna@example.ch',
  ...overrides,
});
