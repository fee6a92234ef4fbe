import { recipientBlockersOf } from './recipient-blockers';

describe('recipientBlockersOf', () => {
  it('blocks a campaign without recipients, pointing to the recipients section', () => {
    expect(recipientBlockersOf({ any: false, invalid: 0 })).toEqual([
      { key: 'error.campaign.noRecipients', section: 'recipients' },
    ]);
  });

  it('blocks 3 recipients without a valid e-mail with their count', () => {
    expect(recipientBlockersOf({ any: true, invalid: 3 })).toEqual([
      { key: 'error.campaign.invalidRecipientEmails', section: 'recipients', params: { count: 3 } },
    ]);
  });

  it('blocks nothing when every recipient has a valid e-mail', () => {
    expect(recipientBlockersOf({ any: true, invalid: 0 })).toEqual([]);
  });
});
