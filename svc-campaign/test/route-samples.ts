import { defaultGreetingDesign, defaultMailDesign } from '@cadeau/contracts';
import type { PermissionSample } from '@cadeau/service-kit/testing';
import { designId } from '../src/domain/design-ids';
import type { World } from './permission-world';

export interface Sample extends PermissionSample {
  /** The sample names organisation A's campaign: another giver must get 404 `error.campaign.notFound`. */
  foreign?: boolean;
}

const draft = (w: World) => ({ campaignId: w.draftId });
/** A code with a valid check digit that no voucher has. */
const UNKNOWN_CODE = '1234-5678-9012-3452';

/**
 * One call of every campaign route, keyed `'METHOD /path'` as in the route table: the permission test calls it as
 * every persona (test/permissions.test.ts) and the route-property test varies it (test/route-properties.test.ts).
 * A route without a sample fails those tests, so each campaign area adds its routes' samples here (and what they
 * need to `World` in permission-world.ts). What each role may do is contracts' campaign-roles.ts.
 */
export const samples: Record<string, (w: World) => Sample> = {
  // The campaign itself
  'GET /campaign': () => ({ query: { sort: 'name', order: 'asc', status: 'draft' } }),
  'POST /campaign': () => ({ body: { name: 'Neue Kampagne', type: 'manual' } }),
  'PUT /campaign': (w) => ({ body: { id: w.draftId, version: 1, name: 'Umbenannt' }, foreign: true }),
  'GET /campaign/current': () => ({}),
  'GET /campaign/{campaignId}': (w) => ({ params: draft(w), foreign: true }),
  'DELETE /campaign/{campaignId}': (w) => ({ params: draft(w), foreign: true }),
  'GET /campaign/{campaignId}/statistics': (w) => ({ params: draft(w), foreign: true }),
  'POST /campaign/{campaignId}/release': (w) => ({ params: draft(w), body: {}, foreign: true }),
  'POST /campaign/{campaignId}/approve': (w) => ({
    params: { campaignId: w.pendingId },
    body: { decision: 'reject', reason: 'Dates too close' },
  }),
  'POST /campaign/{campaignId}/create-template': (w) => ({
    params: draft(w),
    body: { name: 'Kopie', copy: ['recipients', 'products', 'mailDesign'] },
    foreign: true,
  }),
  // Recipients
  'GET /campaign/{campaignId}/recipients': (w) => ({
    params: draft(w),
    query: { sort: 'email', order: 'asc', filter: 'invalid' },
    foreign: true,
  }),
  'GET /campaign/{campaignId}/recipients/export': (w) => ({ params: draft(w), foreign: true }),
  'POST /campaign/{campaignId}/recipients': (w) => ({
    params: draft(w),
    body: { email: 'new.recipient@example.ch', phone: '+41 79 123 45 67' },
    foreign: true,
  }),
  'POST /campaign/{campaignId}/recipients/import': (w) => ({
    params: draft(w),
    headers: { 'content-type': 'text/csv' },
    body: 'email;phone\r\nimported@example.ch;+41791234567\r\n',
    foreign: true,
  }),
  'PUT /campaign/{campaignId}/recipients/{id}': (w) => ({
    params: { ...draft(w), id: w.recipientId },
    body: { email: 'changed@example.ch' },
    foreign: true,
  }),
  'DELETE /campaign/{campaignId}/recipients/{id}': (w) => ({
    params: { ...draft(w), id: w.recipientId },
    foreign: true,
  }),
  // Mail and greeting designs (ids derived from the campaign's; version 0 is the first save)
  'GET /campaign/{campaignId}/mail-design': (w) => ({ params: draft(w), foreign: true }),
  'PUT /campaign/{campaignId}/mail-design/{id}': (w) => ({
    params: { ...draft(w), id: designId('mail', w.draftId) },
    body: { version: 0, design: defaultMailDesign() },
    foreign: true,
  }),
  'POST /campaign/{campaignId}/mail-design/{id}/preview': (w) => ({
    params: { ...draft(w), id: designId('mail', w.draftId) },
    body: { language: 'de' },
    foreign: true,
  }),
  'POST /campaign/{campaignId}/mail-design/{id}/test': (w) => ({
    params: { ...draft(w), id: designId('mail', w.draftId) },
    body: { language: 'en' },
    foreign: true,
  }),
  'GET /campaign/{campaignId}/greeting-design': (w) => ({ params: draft(w), foreign: true }),
  'PUT /campaign/{campaignId}/greeting-design/{id}': (w) => ({
    params: { ...draft(w), id: designId('greeting', w.draftId) },
    body: {
      version: 0,
      design: { ...defaultGreetingDesign(), greetingText: { de: 'Danke', en: 'Thank you' } },
    },
    foreign: true,
  }),
  // Gift codes (issue 12, area V): organisation A's running manual campaign
  'GET /campaign/{campaignId}/vouchers/export': (w) => ({ params: { campaignId: w.runningId }, foreign: true }),
  'POST /campaign/{campaignId}/recipients/{id}/send-code': (w) => ({
    params: { campaignId: w.runningId, id: w.runningRecipientId },
    body: {},
    foreign: true,
  }),
  'GET /campaign/{campaignId}/feedback': (w) => ({
    params: { campaignId: w.runningId },
    query: { page: '1', pageSize: '10', order: 'desc' },
    foreign: true,
  }),
  // svc-mail's internal calls (signed service calls only)
  'GET /internal/campaigns/{campaignId}/mailing': (w) => ({ params: { campaignId: w.runningId } }),
  'GET /internal/campaigns/{campaignId}/mail-recipients': (w) => ({
    params: { campaignId: w.runningId },
    query: { limit: '100' },
  }),
  'POST /internal/vouchers/codes': (w) => ({ body: { voucherIds: [w.runningVoucherId] } }),
  // The public redemption (issue 12, area R): a well-formed code nobody holds (404 error.voucher.invalid for all)
  'GET /voucher/{code}': () => ({ params: { code: UNKNOWN_CODE } }),
  'PUT /voucher/{code}': () => ({ params: { code: UNKNOWN_CODE }, body: { feedback: 'Merci!' } }),
  'POST /voucher/{code}/order': (w) => ({
    params: { code: UNKNOWN_CODE },
    body: { productId: w.productId, email: 'anna@example.ch' },
  }),
  'GET /voucher/{code}/order': () => ({ params: { code: UNKNOWN_CODE } }),
  'POST /voucher/{code}/visit': () => ({ params: { code: UNKNOWN_CODE } }),
  // svc-catalog's reservation sweeper
  'POST /internal/vouchers/consumption': (w) => ({ body: { voucherIds: [w.runningVoucherId] } }),
  // The platform's view and reports (issue 20): platform administrators only
  'GET /platform/statistics': () => ({ query: { from: '2030-02-01', to: '2030-02-28' } }),
  'GET /platform/tasks': () => ({}),
  'GET /platform/reports/engagement-funnel': () => ({
    query: { from: '2030-03-01', to: '2030-03-31', granularity: 'day', page: '1', pageSize: '10' },
  }),
  'GET /platform/reports/engagement-funnel/export': () => ({ query: { from: '2030-03-01', to: '2030-03-31' } }),
  'GET /platform/reports/products-per-week': () => ({ query: { fromWeek: '2030-W09', toWeek: '2030-W12' } }),
  'GET /platform/reports/products-per-week/export': () => ({ query: { fromWeek: '2030-W09' } }),
  'GET /platform/reports/campaign-product-planning': () => ({ query: { fromWeek: '2030-W09', toWeek: '2030-W12' } }),
  'GET /platform/reports/campaign-product-planning/export': () => ({ query: { toWeek: '2030-W12' } }),
  // The e2e suite's dev tool: a draft is not finished (0), so the call changes nothing of the shared world.
  'POST /internal/dev/campaigns/{campaignId}/finish': (w) => ({ params: { campaignId: w.draftId } }),
};
