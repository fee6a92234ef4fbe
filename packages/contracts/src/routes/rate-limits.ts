/**
 * Named rate-limit budgets at the gateway. A route names one (`rateLimit`); every route of a policy draws
 * from that policy's budget, counted per client IP, so a flood of one kind (say, company searches while
 * typing) cannot use up another (login attempts). The gateway may lower or raise a policy's `points` from
 * its configuration (tests and e2e runs do); the rest is data here.
 */
export interface RateLimitPolicy {
  /** Requests allowed per window. */
  points: number;
  /** Window length in seconds. */
  durationSec: number;
  /** What is counted: today always the client IP as the gateway sees it (behind the ingress: X-Forwarded-For). */
  key: 'clientIp';
}

export const rateLimitPolicies = {
  /** Password guessing: POST /auth/login. */
  login: { points: 60, durationSec: 60, key: 'clientIp' },
  /** Public forms that create something or send a mail: registrations, contact, forgot password, resend. */
  form: { points: 30, durationSec: 60, key: 'clientIp' },
  /** Redeeming a mailed link token (confirmation, password reset, e-mail change, invitation): token guessing. */
  redeem: { points: 60, durationSec: 60, key: 'clientIp' },
  /** Look-ups while a person types (company register search, mail address check): debounced, but many. */
  lookup: { points: 120, durationSec: 60, key: 'clientIp' },
  /** Browser error reports (POST /log/error): a broken client must not flood the logs. */
  errorLog: { points: 120, durationSec: 60, key: 'clientIp' },
  /**
   * Gift-code redemption (GET/PUT /voucher/{code}, order, visit): a recipient needs a handful of calls; code
   * guessing is limited further by svc-campaign's failed-lookup budgets (per client and global).
   */
  voucher: { points: 60, durationSec: 60, key: 'clientIp' },
  /** A designer's test mails of a campaign design (POST …/mail-design/{id}/test): each one is a real mail. */
  testMail: { points: 10, durationSec: 600, key: 'clientIp' },
  /**
   * A giver mailing one recipient its code by hand (POST …/recipients/{id}/send-code): every press is a real mail
   * to someone outside the platform, so a stuck key or a script cannot flood a recipient's inbox. Thirty in ten
   * minutes is far more than anyone sends one by one; many codes at once go out as the CSV download.
   */
  codeMail: { points: 30, durationSec: 600, key: 'clientIp' },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitPolicyName = keyof typeof rateLimitPolicies;
