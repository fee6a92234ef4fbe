import { screen } from '@testing-library/react';
import type { AuditEntry } from '@cadeau/contracts';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { renderPage } from '../test/render';
import { WORKSPACE_ID, aGiver, aWorkspaceCampaign, idOf, pageOf } from '../test/workspace-fixtures';
import { AuditSection } from './AuditSection';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: idOf(600),
  action: 'update',
  entity: 'campaign',
  entityId: WORKSPACE_ID,
  organizationId: null,
  user: { id: idOf(601), name: 'Gina Giver', email: 'giver@cadeau.test' },
  value: {},
  ip: null,
  createdAt: '2026-11-21T09:05:00.000Z',
  ...over,
});

describe('the history of a campaign', () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    setMyUser(aGiver());
  });

  it("lists the campaign's own changes and its designs' and recipients', in the screens' words, with who acted", async () => {
    api = stubFetch({
      'GET /api/audit': pageOf([
        entry({ id: idOf(1), value: { status: { from: 'pending', to: 'rejected' }, reason: 'Too short.' } }),
        entry({ id: idOf(2), entity: 'campaignMailDesign', value: { version: 2 } }),
        entry({ id: idOf(3), value: { budgetRappen: { from: null, to: 500_000 }, productIds: {} }, user: null }),
        entry({ id: idOf(4), action: 'insert', entity: 'campaignRecipients', value: { imported: 1000 } }),
      ]),
    });
    renderPage(<AuditSection campaign={aWorkspaceCampaign()} />, { path: '/', url: '/' });
    const items = await screen.findAllByTestId('audit-entry');
    expect(items[0]).toHaveTextContent('Changed (Status: In review → Rejected, Reason) by Gina Giver');
    expect(items[1]).toHaveTextContent('Changed (Mail design) by Gina Giver');
    expect(items[2]).toHaveTextContent('Changed (Budget, Products) by the system');
    expect(items[3]).toHaveTextContent('Created (Recipients) by Gina Giver');
    // Every entry with the campaign's id: its own and its designs'.
    const query = api.calls.find((c) => c.path === '/api/audit')?.query;
    expect(query).toMatchObject({ entityId: WORKSPACE_ID, sort: 'createdAt', order: 'desc' });
    expect(query?.entity).toBeUndefined();
  });

  it('says when nothing was recorded yet', async () => {
    api = stubFetch({ 'GET /api/audit': pageOf([]) });
    renderPage(<AuditSection campaign={aWorkspaceCampaign()} />, { path: '/', url: '/' });
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });
});
