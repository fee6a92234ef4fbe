import { isValidUid } from '@cadeau/contracts';
import {
  CompanyRegisterError,
  startUidRegisterStandIn,
  UidRegisterClient,
  type UidRegisterStandIn,
} from '../src/adapters/company-register';
import { getByUidEnvelope, NS, searchEnvelope, soapParser } from '../src/adapters/company-register/soap';
import { scheduleCompanyRegisterSync, syncCompanyRegister } from '../src/workers/company-register-sync';
import { startIdentity, type Identity } from './harness';

describe('UID register SOAP client against the loopback stand-in', () => {
  let standIn: UidRegisterStandIn;
  let client: UidRegisterClient;
  beforeAll(async () => {
    standIn = await startUidRegisterStandIn({ requestsPerMinute: 6 });
    client = new UidRegisterClient({ url: standIn.url, timeoutMs: 2000 });
  });
  afterAll(() => standIn.close());

  it('builds SOAP 1.1 envelopes with the register namespaces', () => {
    const search = soapParser.parse(searchEnvelope('Müller & Söhne <AG>', 5));
    expect(search.Envelope.Body.Search.searchParameters.uidEntitySearchParameters.organisationName).toBe(
      'Müller & Söhne <AG>',
    );
    expect(search.Envelope.Body.Search.config).toMatchObject({ searchMode: 'Auto', maxNumberOfRecords: '5' });
    const raw = getByUidEnvelope('213456787');
    expect(raw).toContain(`xmlns:s="${NS.soap}"`);
    expect(raw).toContain(`<GetByUID xmlns="${NS.wse}" xmlns:c="${NS.ech97}">`);
    expect(raw).toContain(
      '<c:uidOrganisationIdCategorie>CHE</c:uidOrganisationIdCategorie><c:uidOrganisationId>213456787</c:uidOrganisationId>',
    );
  });

  it('searches by name and reads one record by UID', async () => {
    const hits = await client.search('demo');
    expect(hits.map((h) => h.uid)).toEqual(['CHE-768.912.343', 'CHE-879.123.457']);
    const one = await client.getByUid('CHE-657.891.239');
    expect(one).toEqual({
      uid: 'CHE-657.891.239',
      name: 'Helvetia Velo Genossenschaft',
      legalName: 'Genossenschaft Helvetia Velo',
      legalForm: '0108',
      vatNumber: null,
      address: {
        street: 'Pilatusstrasse',
        houseNumber: '20a',
        zip: '6003',
        city: 'Luzern',
        canton: 'LU',
        country: 'ch',
      },
      status: '3',
    });
    expect(await client.getByUid('CHE-100.155.212')).toBeNull();
    expect(standIn.calls.map((c) => c.operation)).toEqual(['Search', 'GetByUID', 'GetByUID']);
  });

  it('makes a fictional Testfirma on demand, once, with a valid UID of its own, found again by name and UID', async () => {
    // A stand-in of its own: the shared one answers only 6 requests a minute.
    const own = await startUidRegisterStandIn();
    const client = new UidRegisterClient({ url: own.url, timeoutMs: 2000 });
    try {
      await madeOnDemand(client);
    } finally {
      await own.close();
    }
  });

  async function madeOnDemand(client: UidRegisterClient) {
    const [made] = await client.search('Testfirma Run 7');
    expect(made).toMatchObject({ name: 'Testfirma Run 7 Genossenschaft', legalName: 'Genossenschaft Testfirma Run 7' });
    expect(isValidUid(made!.uid)).toBe(true);
    expect(await client.search('Testfirma Run 7')).toEqual([made]);
    expect(await client.getByUid(made!.uid)).toEqual(made);
    const [other] = await client.search('Testfirma Run 8');
    expect(other!.uid).not.toBe(made!.uid);
    // Any other name is only looked for among the companies there are.
    expect(await client.search('Nonexistent Firma')).toEqual([]);
  }

  it('turns faults and outages into typed errors', async () => {
    await expect(client.getByUid('not a uid')).rejects.toMatchObject({ kind: 'invalid' });
    for (let i = 0; i < 3; i++) await client.search('velo');
    await expect(client.search('velo')).rejects.toEqual(
      new CompanyRegisterError('rateLimited', 'Request_limit_exceeded'),
    );
    const nowhere = new UidRegisterClient({ url: 'http://127.0.0.1:9/V5.0/PublicServices.svc', timeoutMs: 1000 });
    await expect(nowhere.search('x')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});

describe('daily company register re-sync', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  const deps = () => ({
    db: id.knex,
    addEvent: id.service.kit.addEvent,
    logger: id.service.kit.logger,
    register: id.service.companyRegister,
  });

  it('updates synced values from the register, audits them as a trigger and announces the change', async () => {
    const reg = await id
      .http()
      .post('/auth/organization-registration')
      .send({
        organization: { name: 'Velo Club', feature: 'giver', uid: 'CHE-657.891.239' },
        user: {
          firstName: 'V',
          lastName: 'C',
          email: 'v@velo.ch',
          password: 'Velo-Secret-123',
          passwordConfirmation: 'Velo-Secret-123',
        },
      });
    expect(reg.status).toBe(201);
    // The answer carries no ids (issue 8): the organisation is found by its UID.
    const orgId = (await id.knex('organizations').where({ uid: 'CHE-657.891.239' }).first('id')).id as string;
    expect(await syncCompanyRegister(deps())).toEqual({ checked: 1, changed: 0, failed: 0, skipped: false });

    const company = id.register.companies.find((c) => c.uid === '657891239')!;
    Object.assign(company, { street: 'Seeburgstrasse', houseNumber: '7', zip: '6006', vatActive: true });
    expect(await syncCompanyRegister(deps())).toMatchObject({ checked: 1, changed: 1, failed: 0 });
    const org = await id.knex('organizations').where({ id: orgId }).first();
    expect(org).toMatchObject({
      street: 'Seeburgstrasse',
      house_number: '7',
      zip: '6006',
      vat_number: 'CHE-657.891.239 MWST',
    });
    const entry = await id.knex('audit').where({ action: 'trigger', entity_id: orgId }).first();
    expect(entry).toMatchObject({ user_id: null, organization_id: orgId });
    expect(entry.value.companyRegisterSync).toEqual({
      vat_number: { from: null, to: 'CHE-657.891.239 MWST' },
      street: { from: 'Pilatusstrasse', to: 'Seeburgstrasse' },
      house_number: { from: '20a', to: '7' },
      zip: { from: '6003', to: '6006' },
    });
    const events = (await id.outboxEvents('organization.updated')).filter((e) => e.payload.organizationId === orgId);
    expect(events).toHaveLength(2); // registration and the sync

    // One failing lookup is counted, the rest goes on.
    await id.knex('organizations').insert({ name: 'Vanished AG', status: 'approved', uid: 'CHE-100.155.212' });
    await id.register.close();
    expect(await syncCompanyRegister(deps())).toMatchObject({ checked: 2, changed: 0, failed: 2 });
  });

  it('runs on one replica at a time', async () => {
    const conn = await id.knex.client.acquireConnection();
    try {
      await id.knex.raw('select pg_advisory_lock(?)', [0x1d5ec0]).connection(conn);
      expect((await syncCompanyRegister(deps())).skipped).toBe(true);
      await id.knex.raw('select pg_advisory_unlock(?)', [0x1d5ec0]).connection(conn);
    } finally {
      await id.knex.client.releaseConnection(conn);
    }
  });

  it('is scheduled once a day at 03:15 Swiss time', async () => {
    const task = scheduleCompanyRegisterSync(deps());
    try {
      const next = task.getNextRun()!;
      const zurich = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Zurich',
        hour: '2-digit',
        minute: '2-digit',
      }).format(next);
      expect(zurich).toBe('03:15');
      const [a, b] = task.getNextRuns(2);
      expect(b.getTime() - a.getTime()).toBeGreaterThanOrEqual(23 * 3600_000);
    } finally {
      await task.destroy();
    }
  });
});
