import { DomainError } from '@cadeau/service-kit/errors';
import type { CampaignStanding } from './campaign-access';
import { assertExportsCodes, assertSendsCode, seesCodes } from './voucher-access';

const manager: CampaignStanding = { manage: true, design: true, reviewer: false };
const reader: CampaignStanding = { manage: false, design: false, reviewer: false };

const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (err) {
    return `${(err as DomainError).status} ${(err as DomainError).key}`;
  }
  return 'allowed';
};

describe('who sees and hands out gift codes', () => {
  it('shows plain codes only to the managers of a manual campaign that has them', () => {
    expect(seesCodes(manager, { type: 'manual', status: 'running' })).toBe(true);
    expect(seesCodes(manager, { type: 'manual', status: 'approved' })).toBe(true);
    expect(seesCodes(manager, { type: 'manual', status: 'finished' })).toBe(true);
    expect(seesCodes(manager, { type: 'manual', status: 'blocked' })).toBe(false);
    expect(seesCodes(manager, { type: 'automatic', status: 'running' })).toBe(false);
    expect(seesCodes(reader, { type: 'manual', status: 'running' })).toBe(false);
  });

  it('exports the codes of a manual campaign from its approval on, never while blocked', () => {
    expect(refusal(() => assertExportsCodes(manager, { type: 'manual', status: 'approved' }))).toBe('allowed');
    expect(refusal(() => assertExportsCodes(reader, { type: 'manual', status: 'running' }))).toBe(
      '403 error.forbidden',
    );
    expect(refusal(() => assertExportsCodes(manager, { type: 'automatic', status: 'running' }))).toBe(
      '409 error.campaign.notManual',
    );
    expect(refusal(() => assertExportsCodes(manager, { type: 'manual', status: 'pending' }))).toBe(
      '409 error.campaign.noVouchers',
    );
    expect(refusal(() => assertExportsCodes(manager, { type: 'manual', status: 'blocked' }))).toBe(
      '409 error.campaign.blocked',
    );
  });

  it('sends one code of a manual campaign only while it runs', () => {
    expect(refusal(() => assertSendsCode(manager, { type: 'manual', status: 'running' }))).toBe('allowed');
    expect(refusal(() => assertSendsCode(manager, { type: 'manual', status: 'approved' }))).toBe(
      '409 error.campaign.notRunning',
    );
    expect(refusal(() => assertSendsCode(manager, { type: 'manual', status: 'finished' }))).toBe(
      '409 error.campaign.notRunning',
    );
    expect(refusal(() => assertSendsCode(manager, { type: 'manual', status: 'blocked' }))).toBe(
      '409 error.campaign.blocked',
    );
    expect(refusal(() => assertSendsCode(manager, { type: 'automatic', status: 'running' }))).toBe(
      '409 error.campaign.notManual',
    );
    expect(refusal(() => assertSendsCode(reader, { type: 'manual', status: 'running' }))).toBe('403 error.forbidden');
  });
});
