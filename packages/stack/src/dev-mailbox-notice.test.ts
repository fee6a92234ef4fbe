import { devMailboxNotice } from './dev-mailbox-notice';

describe('the dev mailbox notice of npm start', () => {
  it('says where the mailbox is and that only this machine reaches it, in development and test', () => {
    for (const env of ['development', 'test']) {
      const notice = devMailboxNotice(env, false, 'http://localhost:8080');
      expect(notice).toContain('http://localhost:8080/api/dev/mailbox');
      expect(notice).toContain('only from this machine');
    }
  });

  it('says it is off elsewhere', () => {
    expect(devMailboxNotice('staging', false, 'http://localhost:8080')).toMatch(/^Dev mailbox: off/);
    expect(devMailboxNotice('development', true, 'http://localhost:8080')).toMatch(/^Dev mailbox: off.*NODE_ENV/);
  });
});
