/**
 * How the editor shows VAT while a seller types. The formula itself (`rateInForce`, `vatOfGross`) is the
 * server's, from `@cadeau/contracts/vat` (zod-free); the server's answer is what counts, this only previews it.
 */

/** Today as an ISO date in the browser's time zone (the day a person means by "today"). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
