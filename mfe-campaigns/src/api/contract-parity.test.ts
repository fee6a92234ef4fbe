// The browser carries a few facts of the contracts as plain values (it loads no zod); the server's copies are the
// truth. These tests hold the two together. (The phone rule is no copy: the dialog imports @cadeau/contracts/phone.)
import { IMPORT_PROGRESS_SOCKET_EVENT, recipientColumns, recipientFilters } from '@cadeau/contracts';
import { CSV_FIELDS } from '../csv/mapping';
import { voucherFilters } from '../domain/vouchers';
import { IMPORT_PROGRESS_EVENT } from './recipients';

describe('the recipients screen and the contracts', () => {
  it('listen to the socket event the gateway emits and map the fields the import reads', () => {
    expect(IMPORT_PROGRESS_EVENT).toBe(IMPORT_PROGRESS_SOCKET_EVENT);
    expect([...CSV_FIELDS]).toEqual([...recipientColumns]);
  });

  it('offer only filters of the recipients list the server knows', () => {
    for (const filter of voucherFilters) expect(recipientFilters).toContain(filter);
  });
});
