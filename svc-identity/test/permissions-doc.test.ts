import { readFileSync } from 'node:fs';
import { routes, type RouteDef } from '@cadeau/contracts';
import { DOC_PATH, renderPermissions, routeNotes } from '../scripts/permissions-doc';

describe('docs/permissions.md', () => {
  it('is what the route table generates (run `npm run permissions-doc -w @cadeau/svc-identity` after changing routes)', () => {
    expect(readFileSync(DOC_PATH, 'utf8')).toBe(renderPermissions());
  });

  it('lists every route once and has notes only for routes that exist', () => {
    const doc = renderPermissions();
    for (const r of routes as readonly RouteDef[])
      expect(doc).toContain(`| ${r.method} | \`${r.path}\` | ${r.service} | ${r.access} |`);
    const keys = (routes as readonly RouteDef[]).map((r) => `${r.method} ${r.path}`);
    expect(Object.keys(routeNotes).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('states the production rule of every development tool of the route table', () => {
    const rows = renderPermissions().split('\n');
    const devTools = (routes as readonly RouteDef[]).filter((r) => r.production);
    expect(devTools.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /internal/dev/demo-billing',
      'POST /dev/render-mail',
      'GET /dev/mails',
      'GET /dev/mails/{mailId}',
      'GET /dev/mails/{mailId}/attachments/{index}',
      'POST /dev/mails/{mailId}/open',
      'GET /dev/mailbox',
      'POST /internal/dev/campaign-mail/{campaignId}/send',
      'POST /internal/dev/campaigns/{campaignId}/finish',
    ]);
    for (const r of devTools) {
      const row = rows.find((l) => l.startsWith(`| ${r.method} | \`${r.path}\` |`));
      expect(row).toContain(
        r.production === 'absent' ? '**production: 404 for everyone**' : `**production: ${r.production}**`,
      );
    }
    expect(rows.find((l) => l.includes('`/dev/render-mail`'))).toContain(
      'platform admin only (anonymous 401, others 403)',
    );
  });
});
