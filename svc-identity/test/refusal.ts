import { DomainError } from '@cadeau/service-kit';

/** The status and key a domain rule refuses with, or null when it lets the call through. */
export function refusal(rule: () => unknown): { status: number; key: string } | null {
  try {
    rule();
  } catch (err) {
    if (err instanceof DomainError) return { status: err.status, key: err.key };
    throw err;
  }
  return null;
}
