import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { campaignRightRoles, campaignRouteRights, routes, type AccessRule, type RouteDef } from '@cadeau/contracts';

/**
 * Generates docs/permissions.md from the route table in @cadeau/contracts: which role may call which
 * route. `tsx svc-identity/scripts/permissions-doc.ts` writes it, `--check` fails when it is stale
 * (test/permissions-doc.test.ts does the same in the test run).
 */
export const DOC_PATH = path.resolve(__dirname, '../../docs/permissions.md');

const columns = ['Anonymous', 'User', 'Designer', 'Manager', 'Org admin', 'Platform admin'] as const;
const Y = 'yes';
const N = '-';
const OWN = 'own';

/** What each access rule lets each role do (service-kit `checkAccess`); "current" = the session's organisation. */
const matrix: Record<AccessRule, readonly string[]> = {
  public: [Y, Y, Y, Y, Y, Y],
  authenticated: [N, Y, Y, Y, Y, Y],
  self: [N, OWN, OWN, OWN, OWN, Y],
  orgMember: [N, 'current', 'current', 'current', 'current', Y],
  orgAdmin: [N, N, N, N, 'current', Y],
  platformAdmin: [N, N, N, N, N, Y],
  // Other services only, by a signed call (ADR 0008): no user passes, the gateway never forwards it.
  internal: [N, N, N, N, N, N],
};

/** Rules a handler adds on top of the route's access rule (kept next to the handlers' behaviour). */
export const routeNotes: Record<string, string> = {
  'GET /product': 'the current organisation must sell (403 otherwise)',
  'POST /product':
    'into the current organisation, which must sell (403 otherwise); images only its own uploads; admins and managers of the organisation only (user, designer: 403 readOnly)',
  'PUT /product':
    "only the current organisation's draft or rejected products (another's: 404); a released one: 409, a new version instead; admins and managers of the organisation only (user, designer: 403 readOnly)",
  'GET /product/list':
    "scope `own` (default): the current selling organisation's; `catalog`: approved, not sold out products of all sellers not blocked, for any member; `all`: platform admins only (403), drafts of every organisation included (support: sellers see only their own drafts, administrators all)",
  'POST /product/statistics':
    'the current selling organisation (naming another: 403); platform admins: all or one organisation',
  'GET /product/{productId}':
    "the current organisation's in any state, an approved one for any member; platform admins: all, drafts of other organisations too (support; others 404)",
  'POST /product/{productId}/version':
    "only the current organisation's products (another's: 404); admins and managers of the organisation only (user, designer: 403 readOnly)",
  'PUT /product/{productId}/pause':
    "only the current organisation's products (another's: 404); admins and managers of the organisation only (user, designer: 403 readOnly)",
  'PUT /product/{productId}/delete':
    "only the current organisation's products (another's: 404); admins and managers of the organisation only (user, designer: 403 readOnly)",
  'POST /product/{productId}/publish':
    "only the current organisation's products (another's: 404), and only while svc-identity answers it approved with the seller feature (409); admins and managers of the organisation only (user, designer: 403 readOnly)",
  'POST /product/{productId}/create-template':
    "only the current organisation's products (another's: 404); admins and managers of the organisation only (user, designer: 403 readOnly)",
  'POST /product/{productId}/approve':
    'only while svc-identity answers the seller approved with the seller feature (blocked or no longer a seller: 409)',
  'POST /file/upload':
    'into the current organisation, which must sell or give (403 otherwise; a platform admin: the organisation he acts in); type by the first bytes, size limits of the settings while reading (413)',
  'GET /file/{fileId}/{variant}':
    'a published file for everyone; an unpublished one for its organisation and platform admins only, 404 for everyone else (no existence leak)',
  'GET /product/{productId}/availability':
    "the current organisation's products and, for platform admins, all (others, a giver too: 404); paused and blocked products take no new reservations",
  'POST /internal/availability/reserve':
    "one unit of a product's ISO week for the idempotency key (201; the same key again: its first answer, 200): a signed service call only (403 otherwise), 404 at /api",
  'POST /internal/availability/release':
    'frees the unit of that key, once however often it is sent: a signed service call only (403 otherwise), 404 at /api',
  'POST /internal/sessions/resolve': "the gateway's session lookup: its signed call only (403 otherwise), 404 at /api",
  'GET /internal/organizations/{organizationId}':
    "an organisation's name, status and features for svc-catalog's publish check: a signed service call only (403 otherwise), 404 at /api",
  'GET /internal/organizations/{organizationId}/order-notifications':
    "a seller's order settings and admins for svc-catalog's order notification mail: a signed service call only (403 otherwise), 404 at /api",
  'POST /internal/mail-design/render':
    "svc-campaign's preview of a mail design: its signed call only (403 otherwise), 404 at /api",
  'GET /internal/settings':
    'the global values in force by key, secrets left out (the mail provider key): a signed service call only (403 otherwise), 404 at /api',
  'GET /internal/users/{userId}':
    "a user's address, first name and language for svc-campaign's test mail of a design: a signed service call only (403 otherwise), 404 at /api",
  'POST /auth/login':
    'failed logins lock the e-mail for 15 minutes: at this address after 5, at every address after 20',
  'GET /auth/session': 'the current user, or `{ user: null }` for an anonymous caller (no 401)',
  'DELETE /user/{userId}/sessions':
    "every open session but the caller's (a platform admin on someone else's: all of them) and the user's impersonations",
  'POST /user/cancel-email-change': "with the mailed token, or logged in for one's own open change",
  'PUT /user/password': 'refused while impersonating; a wrong current password counts as a failed login (same locks)',
  'POST /user/email-change':
    'refused while impersonating; a wrong password counts as a failed login (same locks); mail throttle (429); a taken address answers as a free one',
  'POST /auth/forgot-password':
    'always 204 at the same speed; the link is mailed by a worker, within the mail throttle',
  'POST /auth/confirmation/resend':
    'always 204, by address at the same speed (a worker mails); at most one mail a minute, within the mail throttle',
  'POST /auth/organization-registration':
    'a taken address answers as a new one (201, the address only) and its holder gets a notice; a taken name or UID: 409',
  'POST /user/inpersonate/end': 'only in an impersonation session',
  'PUT /user/current-organization':
    'members: own organisations not blocked, cannot clear; platform admins: any or none',
  'POST /user/inpersonate': 'not other platform admins, not blocked users',
  'PUT /user/{userId}/block': 'not oneself',
  'PUT /organization': 'register-synced fields read-only',
  'PUT /organization/user': "not oneself (nor dropping one's own admin role)",
  'POST /organization/user/remove': 'not oneself',
  'POST /organization/invitation':
    'roles beyond `user` only for org admins; a pending invitation is renewed only by its inviter or an org admin, never with fewer roles; mail throttle (429); a pending organisation: 3 in total (403)',
  'POST /organization/invitation/accept': 'logged in as the invited account, or its e-mail and password',
  'GET /organization/invitation/{invitationId}': 'only invitations of the current organisation',
  'DELETE /organization/invitation/{invitationId}': 'only pending invitations of the current organisation',
  'GET /setting': 'admin-only settings only for platform admins; secrets (the SendGrid key) only masked, to everyone',
  'PUT /setting':
    'scope `global` only for platform admins; `organization` = current organisation; a secret sent back masked stays as stored',
  'GET /audit': 'org admins: only entries of the current organisation',
  'GET /notification': "only one's own",
  'PUT /notification': "only one's own",
  'GET /conversation': 'members: current organisation; platform admins: all',
  'GET /conversation/{conversationId}': 'only conversations of the current organisation (platform admins: all)',
  'POST /conversation/{conversationId}/send': 'only conversations of the current organisation (platform admins: all)',
  'POST /conversation/{conversationId}/finish': 'only conversations of the current organisation (platform admins: all)',
  'POST /conversation': 'platform admins may name the organisation',
  'POST /mail/webhook/sendgrid': 'only with a valid SendGrid signature (403 otherwise)',
  'GET /order':
    "the current organisation's orders as seller and as giver, by its features (a giver sees no address beyond the city); `scope=all` platform admins only (403 otherwise)",
  'GET /order/{orderId}':
    "its seller, its campaign's giver (no address beyond the city) and platform admins; anyone else 404 `error.order.notFound`",
  'POST /order/{orderId}/status':
    "the seller's admins and managers and platform admins, along the guarded transitions (409 otherwise); the giver and the seller's other members 403 `error.order.readOnly`; anyone else 404",
  'GET /order/{orderId}/qr.png': "the PNG of the order number's QR code, by the unguessable order id (unknown: 404)",
  'POST /internal/products/facts':
    "status, type, prices, names, seller and image of up to 100 products for svc-campaign's rules: a signed service call only (403 otherwise), 404 at /api",
  'POST /internal/files/publish':
    "makes an organisation's own uploads public for svc-campaign's mail design images: a signed service call only (403 otherwise), 404 at /api",
  // The campaign itself (issue 11, ADR 0016).
  'GET /campaign':
    "the current giver organisation's campaigns (naming another organisation: 403); platform admins: all, or one organisation's",
  'POST /campaign': 'a draft of the current giver organisation',
  'PUT /campaign':
    "only the organisation's draft or rejected campaigns (409 otherwise; another's: 404), over the version loaded (409); a save is refused (400) only for what it brings in against the rules (ADR 0016)",
  'GET /campaign/current':
    "the dashboard panels of the current giver organisation; platform admins without one: every organisation's (review queue)",
  'GET /campaign/{campaignId}': "the organisation's campaigns (another's: 404); platform admins: all",
  'DELETE /campaign/{campaignId}': 'only a draft (409 otherwise), with its recipients and designs',
  'GET /campaign/{campaignId}/statistics': "the organisation's campaigns; platform admins: all",
  'POST /campaign/{campaignId}/release':
    'draft or rejected to pending; 409 `error.campaign.releaseBlocked` listing every blocker of spec section 5 as issues',
  'POST /campaign/{campaignId}/approve':
    'approve or reject a pending campaign, block a pending, approved or running one; reject and block need a reason (400)',
  'POST /campaign/{campaignId}/create-template':
    "a new draft of the organisation copying the chosen elements of one of its campaigns (another's: 404)",
  // Campaign recipients (issue 11): givers only (403 error.campaign.giverOnly), another organisation's campaign 404.
  'GET /campaign/{campaignId}/recipients':
    "every member of the campaign's giver organisation; platform admins: every campaign's (read only)",
  'GET /campaign/{campaignId}/recipients/export':
    'as the list: every recipient as CSV (BOM, formula cells escaped), streamed',
  'POST /campaign/{campaignId}/recipients':
    'admin and manager of the giver organisation (platform admins acting in it), only while the campaign is a draft or rejected (409 otherwise); an address already there: 409',
  'POST /campaign/{campaignId}/recipients/import':
    'as adding one; the CSV body is read as it arrives, all or nothing (any row error: nothing written, the rows listed)',
  'PUT /campaign/{campaignId}/recipients/{id}': 'as adding one; a recipient of another campaign: 404',
  'DELETE /campaign/{campaignId}/recipients/{id}': 'as adding one; a recipient of another campaign: 404',
  // Campaign designs (issue 11): givers only (403 error.campaign.giverOnly), another organisation's campaign 404.
  'GET /campaign/{campaignId}/mail-design':
    "every member of the campaign's giver organisation; platform admins: every campaign's (read only); the default at version 0 until the first save (writes nothing)",
  'PUT /campaign/{campaignId}/mail-design/{id}':
    'admin, manager and designer of the giver organisation (platform admins acting in it), only while the campaign is a draft or rejected (409 otherwise), over the version loaded (409)',
  'POST /campaign/{campaignId}/mail-design/{id}/preview':
    'whoever reads the design; writes nothing (svc-mail renders it)',
  'POST /campaign/{campaignId}/mail-design/{id}/test':
    "admin, manager and designer while the campaign is editable; to the caller's own address only (ADR 0017: a POST, not the spec's GET)",
  'GET /campaign/{campaignId}/greeting-design':
    "every member of the campaign's giver organisation; platform admins: every campaign's (read only)",
  'PUT /campaign/{campaignId}/greeting-design/{id}':
    'admin, manager and designer of the giver organisation, only while the campaign is a draft or rejected (409 otherwise), over the version loaded (409)',
  // Gift codes on the giver's side (issue 12): givers only, another organisation's campaign 404.
  'GET /campaign/{campaignId}/vouchers/export':
    'admin and manager of a manual campaign from its approval on (automatic: 409 `notManual`, before: 409 `noVouchers`, blocked: 409); every download audited',
  'POST /campaign/{campaignId}/recipients/{id}/send-code':
    'admin and manager of a running manual campaign (409 otherwise); not to an unsubscribed recipient or a used code (409)',
  'GET /campaign/{campaignId}/feedback':
    "every member of the campaign's giver organisation; platform admins: every campaign's",
  'GET /internal/campaigns/{campaignId}/mailing':
    "what svc-mail renders a campaign's mail from: a signed service call only (403 otherwise), 404 at /api",
  'GET /internal/campaigns/{campaignId}/mail-recipients':
    "a campaign's recipients with their voucher, keyset pages for svc-mail: a signed service call only (403 otherwise), 404 at /api",
  'POST /internal/vouchers/codes':
    "codes opened at send time: svc-mail's signed call only (any other caller 403), 404 at /api",
  // The public redemption (issue 12, ADR 0021): the code is the credential; failed lookups spend budgets.
  'GET /voucher/{code}':
    'the code is the credential: one 404 `error.voucher.invalid` for unknown, malformed and mistyped codes; failed lookups limited per client and globally (429 `error.voucher.tooManyAttempts`); GET and HEAD change nothing',
  'PUT /voucher/{code}':
    'feedback on a used code only (409 `notRedeemed`), within 30 days of the order (409 `feedbackClosed`)',
  'POST /voucher/{code}/order':
    'consumes the code once (409 `alreadyUsed`; the same Idempotency-Key answers the same order); 409 `soldOut` for a full week',
  'GET /voucher/{code}/order':
    'the order a used code made (number, gift, status, QR image; never the address), through the same failed-lookup budgets; 404 `order.notFound` for an unused code; `Cache-Control: no-store`',
  'POST /voucher/{code}/visit': 'counts the click once (not for headless agents); 204 for any code',
  'POST /internal/vouchers/consumption':
    "how vouchers were used, for svc-catalog's reservation sweeper: a signed service call only (403 otherwise), 404 at /api",
  // svc-catalog's availability for svc-campaign's redemption page.
  'POST /internal/availability/week':
    'one ISO week of several products for svc-campaign: a signed service call only (403 otherwise), 404 at /api',
};

/**
 * The campaign routes' cells by the organisation roles' rights (contracts campaign-roles.ts): a role without the
 * route's right is refused by svc-campaign (403); platform administrators read every campaign and change those of
 * the giver organisation they act in.
 */
function campaignCells(r: RouteDef): readonly string[] | undefined {
  const right = r.access === 'orgMember' ? campaignRouteRights[`${r.method} ${r.path}`] : undefined;
  if (!right) return undefined;
  const roles = ['user', 'designer', 'manager', 'admin'].map((role) =>
    campaignRightRoles[right].includes(role) ? 'current' : N,
  );
  return [N, ...roles, right === 'read' ? Y : 'current'];
}

/** The production rule of a development tool (RouteDef `production`), as the "Also" column states it. */
function productionNote(r: RouteDef): string | undefined {
  if (!r.production) return undefined;
  if (r.production === 'absent') return '**production: 404 for everyone** (not registered)';
  const allowed = columns.filter((_c, i) => matrix[r.production as AccessRule][i] === Y);
  return `**production: ${r.production}**, ${allowed.join(', ').toLowerCase()} only (anonymous 401, others 403)`;
}

export function renderPermissions(list: readonly RouteDef[] = routes as readonly RouteDef[]): string {
  const lines = [
    '# Permissions',
    '',
    '<!-- Generated by svc-identity/scripts/permissions-doc.ts from packages/contracts/src/routes/. Do not edit. -->',
    '',
    'Which role may call which `/api` route. The gateway forwards only these routes and refuses anonymous',
    'callers of non-public ones; the owning service checks the rule again (`kit.route`).',
    '',
    '- **yes**: allowed; **-**: refused (401 anonymous, 403 `error.forbidden`).',
    "- **current**: for the session's current organisation only (members of it; org admin = `admin` role in it).",
    '- **own**: only for the user named by `{userId}`.',
    '- Platform administrators pass every rule. A blocked organisation grants its members nothing.',
    "- Organisations never read or change each other's data: every organisation-scoped call works on the",
    "  current organisation, and ids of another organisation's objects answer 404 (proved for every route",
    '  by `svc-identity/test/permissions.test.ts`).',
    "- Development tools (svc-mail's `/dev/*`: dev mailbox and mail rendering) follow their rule outside",
    '  production only; the "Also" column says what holds in production (route table field `production`,',
    '  proved for anonymous, user, org admin and platform admin in both modes by',
    '  `svc-mail/test/permissions.test.ts`). The dev mailbox (`/dev/mails`, `/dev/mailbox`) answers only when',
    '  CADEAU_ENV is `development` or `test` and the caller is on the same machine (loopback), else 404',
    '  (`svc-mail/test/dev-routes.test.ts`).',
    '- `internal` routes are for other services only: a call signed with the shared secret passes (service-kit',
    '  `createInternalClient`, ADR 0008), no user does, and the gateway answers them 404 as if unknown.',
    '- No `GET` changes state. Every other method is refused with 403 `error.forbidden` at the gateway when',
    '  the browser says the request is cross-site (`Sec-Fetch-Site` other than `same-origin`/`none`, else an',
    "  `Origin` that is not the gateway's own), whatever its content type (ADR 0010).",
    '- Sessions end after 30 days unused and 90 days after login at the latest; an impersonation session',
    '  ends with the administrator session that started it (ADR 0010).',
    "- Per-IP limits and locks count the caller's real address: services take it only from the gateway's",
    '  signed `x-cadeau-client-address` (never `X-Forwarded-For`) and listen on loopback unless `LISTEN_HOST`',
    '  says otherwise; the gateway trusts exactly `TRUSTED_PROXY_HOPS` proxies (ADR 0011).',
    '- Answers to logged-in callers carry `Cache-Control: no-store`. No route answers a 5xx to bad input: NUL,',
    '  unpaired surrogates and dates Postgres cannot hold are 400 `zod.invalid` (property-tested per route).',
    '',
    `| Method | Path | Service | Rule | ${columns.join(' | ')} | Also |`,
    `|---|---|---|---|${columns.map(() => '---').join('|')}|---|`,
  ];
  for (const r of list) {
    const key = `${r.method} ${r.path}`;
    const cells = campaignCells(r) ?? matrix[r.access];
    const extra = [
      productionNote(r),
      routeNotes[key],
      r.rateLimit ? `rate-limited per IP (policy \`${r.rateLimit}\`)` : undefined,
    ]
      .filter(Boolean)
      .join('; ');
    lines.push(`| ${r.method} | \`${r.path}\` | ${r.service} | ${r.access} | ${cells.join(' | ')} | ${extra} |`);
  }
  lines.push(
    '',
    '## Campaigns (issue 11)',
    '',
    '- Every campaign route needs the giver feature of the current organisation (403 `error.campaign.giverOnly`',
    "  otherwise); another organisation's campaign answers 404 `error.campaign.notFound` (no existence leak).",
    '- Rights per organisation role (contracts `campaign-roles.ts`; a role without the right: 403 `error.forbidden`):',
    "  **admin** and **manager** do everything with the organisation's campaigns (create, edit, recipients, designs,",
    '  release, delete a draft, create from a template); **designer** reads campaigns and edits the mail and',
    '  greeting designs of an editable campaign (and sends the test mail), nothing else; **user** reads.',
    '- Platform administrators read every campaign and approve, reject or block it; they change campaigns only of',
    '  the giver organisation they act in, like its admins.',
    '- Changes need an editable campaign (draft or rejected): 409 with the key of its status otherwise',
    '  (`error.campaign.pending`, `alreadyApproved`, `blocked`, `invalidStatus`). Proved for every route and',
    '  persona by `svc-campaign/test/permissions.test.ts`.',
    '- Gift codes (issue 12): every member reads the voucher columns of the recipients and the feedback; the plain',
    '  code (recipients list, codes CSV) and a single send are for admins and managers of a **manual** campaign',
    "  only: an automatic campaign's codes reach their recipients by mail and nobody else.",
    '',
    '## Audit log visibility (`GET /audit`)',
    '',
    '- Platform administrators read every entry and may filter by organisation, user, entity, action and time.',
    '- Organisation admins read only entries about their current organisation (organisation data, members,',
    '  invitations, invoice address, organisation settings, conversations); any organisation filter they send',
    '  is replaced by their own. Other users read none.',
    '- Secret values (the mail provider key) are masked; passwords are never written.',
    '',
  );
  return lines.join('\n');
}

if (require.main === module) {
  const doc = renderPermissions();
  if (process.argv.includes('--check')) {
    const current = (() => {
      try {
        return readFileSync(DOC_PATH, 'utf8');
      } catch {
        return '';
      }
    })();
    if (current !== doc) {
      console.error('docs/permissions.md is stale: run `npm run permissions-doc -w @cadeau/svc-identity`');
      process.exit(1);
    }
  } else {
    writeFileSync(DOC_PATH, doc);
    console.log(`wrote ${DOC_PATH}`);
  }
}
