import { refusal } from '@cadeau/service-kit/errors';
import { newContact } from './contact';

describe('contact forms', () => {
  it('needs a phone number or an e-mail address', () => {
    expect(refusal(() => newContact({ name: 'Anna', message: 'Hello' }))).toEqual({
      status: 400,
      key: 'error.contact.missingContactInfo',
    });
    expect(refusal(() => newContact({ name: 'Anna', email: '', phone: '', message: 'Hello' }))).not.toBeNull();
  });

  it('stores a missing way of contact as null', () => {
    expect(newContact({ name: 'Anna', phone: '+41 44 000 00 00', message: 'Hello' })).toEqual({
      name: 'Anna',
      email: null,
      phone: '+41 44 000 00 00',
      message: 'Hello',
    });
    expect(newContact({ name: 'Anna', email: 'anna@example.test', message: 'Hello' }).email).toBe('anna@example.test');
  });
});
