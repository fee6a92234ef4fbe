import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/** The IBAN in electronic format (no spaces, upper case) when it is valid (country format and mod-97), else null. */
export function normalizeIban(input: string): string | null {
  const electronic = electronicFormatIBAN(input);
  return electronic && isValidIBAN(electronic) ? electronic : null;
}
