import { ErrorKeys } from '@cadeau/contracts/errors';
import { DesignRenderer } from './design/renderer';
import { isPermanentStoreError, planIntake, queueFailedMessage } from './intake';

const ctx = {
  publicUrl: 'https://cadeau.example',
  designs: new DesignRenderer({ publicUrl: 'https://cadeau.example' }),
};
const command = {
  template: 'passwordReset',
  locale: 'de',
  to: 'Anna@Example.CH',
  idempotencyKey: 'password-reset:1',
  data: { firstName: 'Anna', token: 'a'.repeat(32), validMinutes: 30 },
};

describe('intake of a mail.send command', () => {
  it('renders a valid command into a pending message', async () => {
    const { message, invalid } = await planIntake(command, ctx);
    expect(invalid).toBeUndefined();
    expect(message).toMatchObject({ idempotencyKey: 'password-reset:1', class: 'transactional', locale: 'de' });
    expect(message?.failed).toBeUndefined();
    expect(message?.html).toContain('https://cadeau.example/reset-password?token=');
  });

  it('stores a command with an unusable address as failed with the address key', async () => {
    const { message } = await planIntake({ ...command, to: 'not an address' }, ctx);
    expect(message?.failed?.key).toMatch(/^error\.mail\./);
  });

  it('records an invalid command with an idempotency key as failed, one without as nothing', async () => {
    const broken = { ...command, data: { firstName: 'Anna' } };
    const withKey = await planIntake(broken, ctx);
    expect(withKey.message).toMatchObject({
      subject: '',
      failed: { key: ErrorKeys.mail.invalidTemplateData },
    });
    expect(withKey.invalid?.issues).toContain('data.');
    const withoutKey = await planIntake({ ...broken, idempotencyKey: undefined }, ctx);
    expect(withoutKey.message).toBeNull();
    expect(withoutKey.invalid).toBeDefined();
    expect((await planIntake({ ...broken, idempotencyKey: 'k'.repeat(256) }, ctx)).message).toBeNull();
  });
});

describe('a message Postgres refuses to store', () => {
  it('is permanent for data exceptions and integrity violations only', () => {
    expect(isPermanentStoreError('22021')).toBe(true);
    expect(isPermanentStoreError('23505')).toBe(true);
    expect(isPermanentStoreError('40001')).toBe(false);
    expect(isPermanentStoreError(undefined)).toBe(false);
  });

  it('is recorded failed without its content, unless its key cannot be stored either', async () => {
    const { message } = await planIntake(command, ctx);
    const withNul = { ...message!, to: 'a\u0000@example.ch' };
    expect(queueFailedMessage(withNul, '22021: invalid byte')).toMatchObject({
      to: 'a@example.ch',
      html: '',
      data: null,
      failed: { key: ErrorKeys.mail.queueFailed, detail: '22021: invalid byte' },
    });
    expect(queueFailedMessage({ ...withNul, idempotencyKey: 'k\u0000' }, 'x')).toBeNull();
  });
});
