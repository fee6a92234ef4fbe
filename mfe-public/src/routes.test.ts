import { mailLinkPaths } from '@cadeau/contracts';
import { matchAppRoute } from '../../shell/src/routes';
import { publicPaths } from './Root';

describe("mfe-public's paths", () => {
  it('are all routed to mfe-public by the shell (none is a 404)', () => {
    for (const path of publicPaths) expect([path, matchAppRoute(path)?.app]).toEqual([path, 'mfe_public']);
  });

  it('include every public path that mails link to', () => {
    const mailed = Object.values(mailLinkPaths).filter((p) => !p.startsWith('/cockpit'));
    for (const path of mailed) expect(publicPaths).toContain(path);
  });
});
