import { randomUUID } from 'node:crypto';
import { refusal } from '@cadeau/service-kit/errors';
import type { CampaignStatus } from '@cadeau/contracts/values';
import { assertDesignWritable, designAccess, designWriteAccess } from './design-access';
import { designId } from './design-ids';

const org = randomUUID();
const caller = (roles: string[], opts: { features?: string[]; platformAdmin?: boolean; current?: string } = {}) => ({
  roles: opts.platformAdmin ? ['platformAdmin'] : [],
  organizations: [{ id: opts.current ?? org, roles, features: opts.features ?? ['giver'] }],
  currentOrganizationId: opts.current ?? org,
});
const campaign = (status: CampaignStatus = 'draft') => ({ organization_id: org, status });

describe('designAccess', () => {
  it('lets admin, manager and designer write an editable campaign and a user read', () => {
    for (const role of ['admin', 'manager', 'designer'])
      expect(designAccess(caller([role]), campaign())).toEqual({ writer: true, editable: true });
    expect(designAccess(caller(['user']), campaign())).toEqual({ writer: false, editable: false });
    expect(designAccess(caller(['designer']), campaign('rejected')).editable).toBe(true);
    expect(designAccess(caller(['designer']), campaign('pending'))).toEqual({ writer: true, editable: false });
  });

  it("answers 404 for no campaign or another organisation's, 403 giverOnly without the giver feature", () => {
    expect(refusal(() => designAccess(caller(['admin']), undefined))).toEqual({
      status: 404,
      key: 'error.campaign.notFound',
    });
    expect(refusal(() => designAccess(caller(['admin'], { current: randomUUID() }), campaign()))).toEqual({
      status: 404,
      key: 'error.campaign.notFound',
    });
    expect(refusal(() => designAccess(caller(['admin'], { features: ['seller'] }), campaign()))).toEqual({
      status: 403,
      key: 'error.campaign.giverOnly',
    });
  });

  it("lets platform administrators read every campaign's designs and write their own organisation's", () => {
    const elsewhere = caller([], { platformAdmin: true, current: randomUUID(), features: [] });
    expect(designAccess(elsewhere, campaign())).toEqual({ writer: false, editable: false });
    expect(designAccess(caller([], { platformAdmin: true, features: [] }), campaign())).toEqual({
      writer: true,
      editable: true,
    });
  });
});

describe('assertDesignWritable', () => {
  it('refuses a reader with 403 and an uneditable campaign with the key of its status', () => {
    expect(refusal(() => assertDesignWritable({ writer: false, editable: false }, 'draft'))).toEqual({
      status: 403,
      key: 'error.forbidden',
    });
    expect(refusal(() => assertDesignWritable({ writer: true, editable: false }, 'pending'))).toEqual({
      status: 409,
      key: 'error.campaign.pending',
    });
    expect(refusal(() => assertDesignWritable({ writer: true, editable: false }, 'running'))).toEqual({
      status: 409,
      key: 'error.campaign.alreadyApproved',
    });
    expect(refusal(() => assertDesignWritable({ writer: true, editable: true }, 'draft'))).toBeNull();
  });
});

describe('designWriteAccess', () => {
  const campaignId = '11111111-1111-4111-8111-111111111111';
  const mail = { kind: 'mail' as const, campaignId, id: designId('mail', campaignId) };
  const greeting = { kind: 'greeting' as const, campaignId, id: designId('greeting', campaignId) };

  it("answers a writer's access to the campaign's own design of the kind", () => {
    expect(designWriteAccess(caller(['designer']), campaign(), mail)).toEqual({ writer: true, editable: true });
    expect(designWriteAccess(caller(['admin']), campaign('rejected'), greeting)).toEqual({
      writer: true,
      editable: true,
    });
  });

  it.each([
    ['no campaign, before the id', undefined, ['admin'], { ...mail, id: greeting.id }, 404, 'error.campaign.notFound'],
    [
      'the greeting design’s id as the mail’s',
      campaign(),
      ['admin'],
      { ...mail, id: greeting.id },
      404,
      'error.mailDesign.notFound',
    ],
    [
      'the mail design’s id as the greeting’s',
      campaign(),
      ['admin'],
      { ...greeting, id: mail.id },
      404,
      'error.greetingDesign.notFound',
    ],
    [
      'another id before the reader',
      campaign(),
      ['user'],
      { ...mail, id: campaignId },
      404,
      'error.mailDesign.notFound',
    ],
    ['a reader', campaign(), ['user'], mail, 403, 'error.forbidden'],
    ['a pending campaign', campaign('pending'), ['designer'], greeting, 409, 'error.campaign.pending'],
  ] as const)('refuses %s', (_, stored, roles, design, status, key) => {
    expect(refusal(() => designWriteAccess(caller([...roles]), stored, design))).toEqual({ status, key });
  });
});
