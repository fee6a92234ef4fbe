import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { child, escapeXml, NS, soapParser, text } from './soap';
import { uidCheckDigit } from '@cadeau/contracts';
import { standInCompanies, type StandInCompany } from './stand-in-companies';

export interface UidRegisterStandIn {
  /** The service URL to give the client (`UID_REGISTER_URL`). */
  url: string;
  /** The companies it answers with; tests change them to exercise the daily re-sync. */
  companies: StandInCompany[];
  /** Requests received, by operation (tests check what was asked). */
  calls: { operation: string; at: number }[];
  close(): Promise<void>;
}

export interface StandInOptions {
  port?: number;
  host?: string;
  /** Answers `Request_limit_exceeded` beyond this many requests per minute (the real limit is about 20). */
  requestsPerMinute?: number;
  companies?: StandInCompany[];
}

const PATH = '/V5.0/PublicServices.svc';

/** `Testfirma <name>`: a search for a fictional company that does not exist yet makes it (see companyOnDemand). */
const ON_DEMAND = /^Testfirma ([A-Za-z0-9][A-Za-z0-9 -]{0,60})$/;

/**
 * A fictional company made on demand: a search for `Testfirma <name>` (letters, digits, spaces, dashes) finds the
 * cooperative "Testfirma <name> Genossenschaft" (legal name "Genossenschaft Testfirma <name>") with a UID of its own,
 * made the first time and found again after. So every end-to-end run registers a company nobody registered yet,
 * however often it runs on one stack, as the handful of fixed companies cannot. Not in the real register, by design.
 */
function companyOnDemand(query: string, companies: readonly StandInCompany[]): StandInCompany | null {
  const match = ON_DEMAND.exec(query.trim());
  if (!match) return null;
  const name = `Testfirma ${match[1]!.trim()} Genossenschaft`;
  if (companies.some((c) => c.name === name)) return null;
  // UIDs 9xx…: apart from the fixed companies; the first free number with a valid check digit.
  for (let n = 90_000_000 + companies.length; ; n++) {
    const first8 = String(n);
    const check = uidCheckDigit(first8);
    const uid = check === null ? null : `${first8}${check}`;
    if (uid && !companies.some((c) => c.uid === uid))
      return {
        uid,
        name,
        legalName: `Genossenschaft Testfirma ${match[1]!.trim()}`,
        legalForm: '0108',
        street: 'Prüfweg',
        houseNumber: '1',
        zip: '3011',
        town: 'Bern',
        canton: 'BE',
        vatActive: false,
        status: '3',
      };
  }
}

function organisationType(c: StandInCompany): string {
  const uid = `<e97:uidOrganisationIdCategorie>CHE</e97:uidOrganisationIdCategorie><e97:uidOrganisationId>${c.uid}</e97:uidOrganisationId>`;
  return (
    `<e108:organisation>` +
    `<e98:organisationIdentification><e98:uid>${uid}</e98:uid>` +
    `<e98:organisationName>${escapeXml(c.name)}</e98:organisationName><e98:organisationLegalName>${escapeXml(c.legalName)}</e98:organisationLegalName>` +
    `<e98:legalForm>${c.legalForm}</e98:legalForm></e98:organisationIdentification>` +
    `<e98:address><e98:addressCategory>1</e98:addressCategory><e98:street>${escapeXml(c.street)}</e98:street><e98:houseNumber>${escapeXml(c.houseNumber)}</e98:houseNumber>` +
    `<e98:town>${escapeXml(c.town)}</e98:town><e98:swissZipCode>${c.zip}</e98:swissZipCode><e98:cantonAbbreviation>${c.canton}</e98:cantonAbbreviation><e98:countryIdISO2>CH</e98:countryIdISO2></e98:address>` +
    `</e108:organisation>` +
    `<e108:uidregInformation><e108:uidregStatusEnterpriseDetail>${c.status}</e108:uidregStatusEnterpriseDetail></e108:uidregInformation>` +
    `<e108:vatRegisterInformation><e108:vatStatus>${c.vatActive ? 2 : 3}</e108:vatStatus><e108:uidVat>${uid}</e108:uidVat></e108:vatRegisterInformation>`
  );
}

const ns = `xmlns="${NS.wse}" xmlns:e97="${NS.ech97}" xmlns:e98="${NS.ech98}" xmlns:e108="${NS.ech108}" xmlns:b="${NS.wse5}"`;
const envelope = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${NS.soap}"><s:Body>${body}</s:Body></s:Envelope>`;

function fault(kind: 'businessFault' | 'infrastructureFault', error: string, operation: string): string {
  return envelope(
    `<s:Fault><faultcode>s:Client</faultcode><faultstring xml:lang="en">${error}</faultstring><detail>` +
      `<${kind} xmlns="${NS.shared}"><operation>${operation}</operation><error>${error}</error><errorDetail>${error}</errorDetail></${kind}>` +
      `</detail></s:Fault>`,
  );
}

const normalise = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * A loopback stand-in of the UID register's SOAP 1.1 service: same path, SOAPAction, envelopes,
 * namespaces, record shape and faults as the real one, over a handful of fictional companies. Used by
 * tests and by `npm start` (the stack runs it and points svc-identity's UID_REGISTER_URL at it).
 */
export async function startUidRegisterStandIn(opts: StandInOptions = {}): Promise<UidRegisterStandIn> {
  const companies = (opts.companies ?? standInCompanies).map((c) => ({ ...c }));
  const calls: { operation: string; at: number }[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = (status: number, xml: string) => {
        res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
        res.end(xml);
      };
      if (req.method !== 'POST' || (req.url ?? '').split('?')[0] !== PATH)
        return reply(404, fault('infrastructureFault', 'Not_found', 'unknown'));
      const action = String(req.headers.soapaction ?? '').replace(/"/g, '');
      const operation = action.startsWith(`${NS.wse}/IPublicServices/`)
        ? action.slice(`${NS.wse}/IPublicServices/`.length)
        : '';
      const now = Date.now();
      calls.push({ operation, at: now });
      if (opts.requestsPerMinute && calls.filter((c) => c.at > now - 60_000).length > opts.requestsPerMinute) {
        return reply(500, fault('businessFault', 'Request_limit_exceeded', operation));
      }
      let body: unknown;
      try {
        body = child(soapParser.parse(Buffer.concat(chunks).toString('utf8')), 'Envelope', 'Body');
      } catch {
        return reply(500, fault('businessFault', 'Data_validation_failed', operation));
      }
      if (operation === 'Search') {
        const name = text(body, 'Search', 'searchParameters', 'uidEntitySearchParameters', 'organisationName');
        if (!name) return reply(500, fault('businessFault', 'Data_validation_failed', operation));
        const max = Number(text(body, 'Search', 'config', 'maxNumberOfRecords') ?? 20);
        const words = normalise(name).split(/\s+/).filter(Boolean);
        const made = companyOnDemand(name, companies);
        if (made) companies.push(made);
        const hits = companies
          .filter((c) => words.every((w) => normalise(`${c.name} ${c.legalName}`).includes(w)))
          .slice(0, max);
        const items = hits.map(
          (c, i) =>
            `<uidEntitySearchResultItem><organisation>${organisationType(c)}</organisation><rating>${100 - i}</rating></uidEntitySearchResultItem>`,
        );
        return reply(
          200,
          envelope(`<SearchResponse ${ns}><SearchResult>${items.join('')}</SearchResult></SearchResponse>`),
        );
      }
      if (operation === 'GetByUID') {
        const category = text(body, 'GetByUID', 'uid', 'uidOrganisationIdCategorie');
        const digits = text(body, 'GetByUID', 'uid', 'uidOrganisationId');
        if (category !== 'CHE' || !digits || !/^\d{9}$/.test(digits))
          return reply(500, fault('businessFault', 'Data_validation_failed', operation));
        const found = companies.find((c) => c.uid === digits);
        const result = found ? `<organisationType>${organisationType(found)}</organisationType>` : '';
        return reply(
          200,
          envelope(`<GetByUIDResponse ${ns}><GetByUIDResult>${result}</GetByUIDResult></GetByUIDResponse>`),
        );
      }
      return reply(500, fault('infrastructureFault', 'Operation_not_supported', operation));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${opts.host ?? '127.0.0.1'}:${port}${PATH}`,
    companies,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
