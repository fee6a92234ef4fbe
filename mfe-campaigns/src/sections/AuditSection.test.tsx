import { act, screen } from '@testing-library/react';
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

  it('names every field svc-campaign records in words, in en and de, never as its key (issue 23)', async () => {
    const campaignId = WORKSPACE_ID;
    api = stubFetch({
      'GET /api/audit': pageOf([
        // A copy (db/campaign-changes.ts createFromTemplate), an export and a sent code, the campaign clock.
        entry({
          id: idOf(1),
          action: 'insert',
          value: { name: 'Copy', type: 'manual', templateOf: idOf(9), copy: ['recipients', 'products'] },
        }),
        entry({ id: idOf(2), action: 'trigger', value: { vouchersExported: 12 } }),
        entry({ id: idOf(3), action: 'trigger', value: { codeSent: { recipientId: idOf(8), email: 'a@b.ch' } } }),
        entry({ id: idOf(4), action: 'trigger', value: { status: { to: 'running' }, clock: true }, user: null }),
        entry({ id: idOf(5), value: { startDate: {}, endDate: {}, someFutureField: {}, anotherOne: {} } }),
      ]),
    });
    renderPage(<AuditSection campaign={aWorkspaceCampaign({ id: campaignId })} />, { path: '/', url: '/' });
    const texts = async () => (await screen.findAllByTestId('audit-entry')).map((li) => li.textContent);
    expect(await texts()).toEqual([
      expect.stringContaining('Created (Name, Type, Copied from another campaign, Parts copied) by Gina Giver'),
      expect.stringContaining('Triggered (Gift codes exported) by Gina Giver'),
      expect.stringContaining('Triggered (Gift code sent) by Gina Giver'),
      expect.stringContaining('Triggered (Status: Running, On schedule) by the system'),
      expect.stringContaining('Changed (Start, End, Other details) by Gina Giver'),
    ]);
    // No key of the services' (camelCase) reaches the screen.
    for (const text of await texts()) expect(text).not.toMatch(/\b[a-z]+[A-Z]\w*/);

    await act(() => i18n.changeLanguage('de'));
    expect(await texts()).toEqual([
      expect.stringContaining(
        'Erstellt (Name, Art, Aus einer anderen Kampagne kopiert, Kopierte Teile) von Gina Giver',
      ),
      expect.stringContaining('Ausgelöst (Geschenkcodes exportiert) von Gina Giver'),
      expect.stringContaining('Ausgelöst (Geschenkcode gesendet) von Gina Giver'),
      expect.stringContaining('Ausgelöst (Status: Läuft, Nach Zeitplan) vom System'),
      expect.stringContaining('Geändert (Beginn, Ende, Weitere Angaben) von Gina Giver'),
    ]);
  });

  it('says when nothing was recorded yet', async () => {
    api = stubFetch({ 'GET /api/audit': pageOf([]) });
    renderPage(<AuditSection campaign={aWorkspaceCampaign()} />, { path: '/', url: '/' });
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });
});
