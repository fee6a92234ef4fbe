import { XMLParser } from 'fast-xml-parser';

/** Namespaces of the UID register's public services (V5.0; EXTERNAL.md). */
export const NS = {
  soap: 'http://schemas.xmlsoap.org/soap/envelope/',
  wse: 'http://www.uid.admin.ch/xmlns/uid-wse',
  wse5: 'http://www.uid.admin.ch/xmlns/uid-wse/5',
  shared: 'http://www.uid.admin.ch/xmlns/uid-wse-shared/2',
  ech97: 'http://www.ech.ch/xmlns/eCH-0097/5',
  ech98: 'http://www.ech.ch/xmlns/eCH-0098/5',
  ech108: 'http://www.ech.ch/xmlns/eCH-0108/5',
} as const;

export const soapAction = (operation: string) => `${NS.wse}/IPublicServices/${operation}`;

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const envelope = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${NS.soap}"><s:Body>${body}</s:Body></s:Envelope>`;

/** `Search(searchParameters{uidEntitySearchParameters{organisationName}}, config{searchMode, maxNumberOfRecords})`. */
export function searchEnvelope(name: string, maxRecords: number): string {
  return envelope(
    `<Search xmlns="${NS.wse}" xmlns:a="${NS.wse5}" xmlns:b="${NS.shared}">` +
      `<searchParameters><a:uidEntitySearchParameters><a:organisationName>${escapeXml(name)}</a:organisationName></a:uidEntitySearchParameters></searchParameters>` +
      `<config><b:searchMode>Auto</b:searchMode><b:maxNumberOfRecords>${maxRecords}</b:maxNumberOfRecords><b:searchNameAndAddressHistory>false</b:searchNameAndAddressHistory></config>` +
      `</Search>`,
  );
}

/** `GetByUID(uid{uidOrganisationIdCategorie="CHE", uidOrganisationId=9 digits})`. */
export function getByUidEnvelope(digits: string): string {
  return envelope(
    `<GetByUID xmlns="${NS.wse}" xmlns:c="${NS.ech97}"><uid>` +
      `<c:uidOrganisationIdCategorie>CHE</c:uidOrganisationIdCategorie><c:uidOrganisationId>${escapeXml(digits)}</c:uidOrganisationId>` +
      `</uid></GetByUID>`,
  );
}

/**
 * One parser for requests and answers: prefixes are dropped (each side may choose its own), values stay
 * text (a zip or UID is not a number), and the repeated elements are always lists.
 */
export const soapParser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'uidEntitySearchResultItem' || name === 'address',
});

type Node = Record<string, unknown> | undefined;
export const child = (node: unknown, ...path: string[]): Node => {
  let cur: unknown = node;
  for (const p of path) cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[p] : undefined;
  return cur as Node;
};
export const text = (node: unknown, ...path: string[]): string | null => {
  const v = child(node, ...path) as unknown;
  if (v === undefined || v === null || v === '') return null;
  return typeof v === 'object' ? null : String(v);
};

/** The body's first element, and the SOAP fault's error string if the answer is a fault. */
export function soapBody(xml: string): { body: Record<string, unknown>; fault: string | null } {
  const doc = soapParser.parse(xml) as Record<string, unknown>;
  const body = (child(doc, 'Envelope', 'Body') ?? {}) as Record<string, unknown>;
  const fault = child(body, 'Fault');
  if (fault) {
    const detail = child(fault, 'detail') ?? {};
    const typed = Object.values(detail).find((v) => v && typeof v === 'object') as Record<string, unknown> | undefined;
    return { body, fault: text(typed, 'error') ?? text(fault, 'faultstring') ?? 'unknown fault' };
  }
  return { body, fault: null };
}
