// The browser carries a few facts of the contracts as plain values (it loads no zod); the server's copies are the
// truth. These tests hold the two together.
import { checkPhone, IMPORT_PROGRESS_SOCKET_EVENT, recipientColumns, recipientFilters } from '@cadeau/contracts';
import { CSV_FIELDS } from '../csv/mapping';
import { voucherFilters } from '../domain/vouchers';
import { isE164 } from '../recipients/RecipientDialog';
import { IMPORT_PROGRESS_EVENT } from './recipients';

describe('the recipients screen and the contracts', () => {
  it('listen to the socket event the gateway emits and map the fields the import reads', () => {
    expect(IMPORT_PROGRESS_EVENT).toBe(IMPORT_PROGRESS_SOCKET_EVENT);
    expect([...CSV_FIELDS]).toEqual([...recipientColumns]);
  });

  it('offer only filters of the recipients list the server knows', () => {
    for (const filter of voucherFilters) expect(recipientFilters).toContain(filter);
  });

  it('judge a phone number as the server does', () => {
    for (const phone of [
      '+41 79 123 45 67',
      '0041791234567',
      '+41-79-123.45.67',
      '+1 (555) 010 9999',
      '079 123 45 67',
      '+0791234567',
      '12',
      '+41 79 abc',
      '+4179123456789012',
    ])
      expect([phone, isE164(phone)]).toEqual([phone, checkPhone(phone).ok]);
  });
});
