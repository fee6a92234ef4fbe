import { uidDigits, type CompanyRecord } from '@cadeau/contracts';
import { toCompanyRecord } from './record';
import { child, getByUidEnvelope, searchEnvelope, soapAction, soapBody } from './soap';
import { CompanyRegisterError, type CompanyRegister } from './types';

export const UID_REGISTER_URL = 'https://www.uid-wse.admin.ch/V5.0/PublicServices.svc';

export interface UidRegisterOptions {
  url?: string;
  timeoutMs?: number;
  maxRecords?: number;
}

/** SOAP 1.1 client of the Swiss UID register's public services (no key; about 20 requests a minute). */
export class UidRegisterClient implements CompanyRegister {
  private readonly url: string;
  private readonly timeoutMs: number;
  private readonly maxRecords: number;

  constructor(opts: UidRegisterOptions = {}) {
    this.url = opts.url ?? UID_REGISTER_URL;
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.maxRecords = opts.maxRecords ?? 20;
  }

  async search(name: string): Promise<CompanyRecord[]> {
    const body = await this.call('Search', searchEnvelope(name, this.maxRecords), true);
    if (!body) return [];
    const items =
      (child(body, 'SearchResponse', 'SearchResult', 'uidEntitySearchResultItem') as unknown as
        unknown[] | undefined) ?? [];
    return items
      .map((item) => toCompanyRecord(child(item, 'organisation')))
      .filter((r): r is CompanyRecord => r !== null);
  }

  async getByUid(uid: string): Promise<CompanyRecord | null> {
    const digits = uidDigits(uid);
    if (!digits) throw new CompanyRegisterError('invalid', `not a UID: ${uid}`);
    const body = await this.call('GetByUID', getByUidEnvelope(digits), true);
    if (!body) return null;
    const result = child(body, 'GetByUIDResponse', 'GetByUIDResult', 'organisationType');
    return result ? toCompanyRecord(result) : null;
  }

  /** Posts one envelope; a `Data_validation_failed` fault is "no such data" (null) when `validationIsEmpty`. */
  private async call(
    operation: string,
    envelope: string,
    validationIsEmpty: boolean,
  ): Promise<Record<string, unknown> | null> {
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          soapaction: `"${soapAction(operation)}"`,
          accept: 'text/xml',
        },
        body: envelope,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new CompanyRegisterError('unavailable', `UID register unreachable: ${(err as Error).message}`);
    }
    const xml = await res.text().catch(() => '');
    let parsed: ReturnType<typeof soapBody>;
    try {
      parsed = soapBody(xml);
    } catch {
      throw new CompanyRegisterError('unavailable', `UID register answered ${res.status} without SOAP`);
    }
    if (parsed.fault) {
      if (parsed.fault === 'Request_limit_exceeded') throw new CompanyRegisterError('rateLimited', parsed.fault);
      if (parsed.fault === 'Data_validation_failed' && validationIsEmpty) return null;
      throw new CompanyRegisterError(
        parsed.fault === 'Data_validation_failed' ? 'invalid' : 'unavailable',
        parsed.fault,
      );
    }
    if (!res.ok) throw new CompanyRegisterError('unavailable', `UID register answered ${res.status}`);
    return parsed.body;
  }
}
