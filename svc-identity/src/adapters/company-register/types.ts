import type { CompanyRecord } from '@cadeau/contracts';

/** A company register: the Swiss UID register in production, its loopback stand-in in tests and demo. */
export interface CompanyRegister {
  /** Companies whose name matches, best first (the register caps the list). */
  search(name: string): Promise<CompanyRecord[]>;
  /** The company with this UID (any spelling), or null when the register has none. */
  getByUid(uid: string): Promise<CompanyRecord | null>;
}

export type CompanyRegisterFailure = 'unavailable' | 'rateLimited' | 'invalid';

/** The register could not answer (down, refused, rate limit, or it rejected the input). */
export class CompanyRegisterError extends Error {
  constructor(
    readonly kind: CompanyRegisterFailure,
    message: string,
  ) {
    super(message);
    this.name = 'CompanyRegisterError';
  }
}
