import { z } from 'zod';

/**
 * Company register (Swiss UID register, eCH-0097/0098/0108) as svc-identity exposes it to the
 * organisation registration screen. UIDs are written `CHE-123.456.789`.
 */
export const companyRecord = z.object({
  uid: z.string(),
  name: z.string(),
  legalName: z.string().nullable(),
  legalForm: z.string().nullable(),
  /** `CHE-123.456.789 MWST` when the company is VAT-registered and active, else null. */
  vatNumber: z.string().nullable(),
  address: z
    .object({
      street: z.string().nullable(),
      houseNumber: z.string().nullable(),
      zip: z.string().nullable(),
      city: z.string().nullable(),
      canton: z.string().nullable(),
      country: z.string().nullable(),
    })
    .nullable(),
  /** uidregStatusEnterpriseDetail: 1 provisional, 2 in reactivation, 3 definitive, 4 in mutation, 5 deleted, 6 final, 7 cancelled. */
  status: z.string().nullable(),
});
export type CompanyRecord = z.infer<typeof companyRecord>;

export const companySearchQuery = z.object({ q: z.string().trim().min(2).max(200) });
export const companySearchResponse = z.array(companyRecord);

const UID_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4];

/** The nine digits of a UID in any common spelling (`CHE-123.456.789`, `CHE123456789`, `123456789`), or null. */
export function uidDigits(input: string): string | null {
  const m = /^(?:CHE)?[\s-]*(\d{3})[.\s]?(\d{3})[.\s]?(\d{3})(?:\s*(?:MWST|TVA|IVA|HR))?$/i.exec(input.trim());
  return m ? m[1] + m[2] + m[3] : null;
}

/** eCH-0097 check digit: weights 5,4,3,2,7,6,5,4; 11 - (sum mod 11); 11 → 0; 10 is never issued. */
export function uidCheckDigit(first8: string): number | null {
  const sum = UID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(first8[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return null;
  return check === 11 ? 0 : check;
}

export function isValidUid(input: string): boolean {
  const digits = uidDigits(input);
  if (!digits) return false;
  return uidCheckDigit(digits.slice(0, 8)) === Number(digits[8]);
}

/** `CHE-123.456.789` for nine digits. */
export function formatUid(digits: string): string {
  return `CHE-${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}`;
}
