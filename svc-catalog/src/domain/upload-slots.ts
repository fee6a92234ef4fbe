import { ErrorKeys } from '@cadeau/contracts';
import { DomainError } from '@cadeau/service-kit/errors';

/**
 * How many uploads of one organisation a service instance takes at once (issue 23: uploads cannot exhaust the
 * CPU). Six is what one browser sends to one host at a time, so a person who drops a product's five images
 * never meets it; a script or several people pushing many more at once wait their turn, and every other
 * organisation's uploads keep their share of the instance's CPU (each image is decoded and re-encoded four times).
 */
export const UPLOADS_PER_ORGANIZATION = 6;

/**
 * The uploads under way per organisation on this instance (kept in memory: the limit protects the CPU of the
 * process that decodes them, so it is counted where they run). `take` gives a slot or refuses with 429
 * `error.upload.tooManyAtOnce` naming the limit; the slot's release is idempotent.
 */
export class UploadSlots {
  private readonly running = new Map<string, number>();

  constructor(readonly perOrganization: number = UPLOADS_PER_ORGANIZATION) {}

  take(organizationId: string): () => void {
    const now = this.running.get(organizationId) ?? 0;
    if (now >= this.perOrganization)
      throw new DomainError(429, ErrorKeys.upload.tooManyAtOnce, { organizationId }, undefined, {
        limit: this.perOrganization,
      });
    this.running.set(organizationId, now + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.running.get(organizationId) ?? 1) - 1;
      if (left > 0) this.running.set(organizationId, left);
      else this.running.delete(organizationId);
    };
  }

  /** Uploads under way for `organizationId` (for tests and logs). */
  underWay(organizationId: string): number {
    return this.running.get(organizationId) ?? 0;
  }
}
