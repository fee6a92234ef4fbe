import { randomUUID } from 'node:crypto';
import {
  campaignConversationSubject,
  campaignConversationTopic,
  campaignNewsSubjects,
  campaignPath,
  giverRecipients,
  planCampaignNews,
  type CampaignNewsEvent,
} from './campaign-news';

const facts = {
  campaignId: randomUUID(),
  organizationId: randomUUID(),
  name: 'Weihnachten 2026',
  status: 'pending',
  actorUserId: randomUUID(),
};
const event = (type: CampaignNewsEvent['type'], data: object = {}): CampaignNewsEvent =>
  ({ type, data: { ...facts, ...data } }) as CampaignNewsEvent;

describe('campaign news plans', () => {
  it('gives the platform administrators a review task, tells the giver side it was released, and remembers who released it', () => {
    expect(planCampaignNews(event('campaign.released'))).toEqual({
      reviewTask: 'notification.campaignReviewRequested',
      giver: { notification: 'notification.campaignReleased', mail: 'campaignReleased' },
      message: null,
      recordsRelease: true,
      reason: null,
    });
  });

  it('tells the giver of an approval with its own mail, and posts a note as approvalReason only when there is one', () => {
    expect(planCampaignNews(event('campaign.approved', { status: 'approved' }))).toEqual({
      reviewTask: null,
      giver: { notification: 'notification.campaignApproved', mail: 'campaignApproved' },
      message: null,
      recordsRelease: false,
      reason: null,
    });
    expect(planCampaignNews(event('campaign.approved', { reason: '  Schön gestaltet.  ' }))).toMatchObject({
      message: { type: 'approvalReason', body: 'Schön gestaltet.' },
      reason: 'Schön gestaltet.',
    });
    expect(planCampaignNews(event('campaign.approved', { reason: '   ' })).message).toBeNull();
  });

  it('posts a rejection as rejectionReason and a block as a platform message, each mailed with the reason', () => {
    expect(planCampaignNews(event('campaign.rejected', { status: 'rejected', reason: 'Betreff fehlt.' }))).toEqual({
      reviewTask: null,
      giver: { notification: 'notification.campaignRejected', mail: 'campaignRejected' },
      message: { type: 'rejectionReason', body: 'Betreff fehlt.' },
      recordsRelease: false,
      reason: 'Betreff fehlt.',
    });
    expect(planCampaignNews(event('campaign.blocked', { status: 'blocked', reason: 'Missbrauch.' }))).toEqual({
      reviewTask: null,
      giver: { notification: 'notification.campaignBlocked', mail: 'campaignBlocked' },
      message: { type: 'platform', body: 'Missbrauch.' },
      recordsRelease: false,
      reason: 'Missbrauch.',
    });
  });

  it('names a blank reason of a rejection rather than losing the news, and bounds a long one for the mail', () => {
    expect(planCampaignNews(event('campaign.rejected', { reason: ' ' })).reason).toBe('–');
    expect(planCampaignNews(event('campaign.blocked', {})).reason).toBe('–');
    const long = planCampaignNews(event('campaign.rejected', { reason: 'x'.repeat(5000) })).reason!;
    expect(long).toHaveLength(4000);
    expect(long.endsWith('…')).toBe(true);
  });

  it('tells of a start and an end with a notification that brings the generic mail, no review, no message', () => {
    for (const [type, notification] of [
      ['campaign.started', 'notification.campaignStarted'],
      ['campaign.finished', 'notification.campaignFinished'],
    ] as const)
      expect(planCampaignNews(event(type))).toEqual({
        reviewTask: null,
        giver: { notification, mail: null },
        message: null,
        recordsRelease: false,
        reason: null,
      });
  });

  it('has a plan for every subject it consumes', () => {
    for (const type of campaignNewsSubjects) expect(planCampaignNews(event(type)).giver.notification).toBeTruthy();
  });
});

describe('the giver side of a campaign event', () => {
  it('is the admins and managers, the member who released it and the member who acted, each once', () => {
    expect(giverRecipients({ managers: ['a', 'm'], releaser: ['r'], actingMember: 'x' })).toEqual(['a', 'm', 'r', 'x']);
    expect(giverRecipients({ managers: ['a', 'r'], releaser: ['r'], actingMember: 'a' })).toEqual(['a', 'r']);
    // A reviewer is no member: nobody is added for them.
    expect(giverRecipients({ managers: ['a'], releaser: [], actingMember: null })).toEqual(['a']);
  });
});

describe("a campaign's links and conversation", () => {
  it('leads to the workspace and keeps one conversation per campaign, named after it', () => {
    expect(campaignPath(facts.campaignId)).toBe(`/cockpit/campaigns/${facts.campaignId}`);
    expect(campaignConversationTopic(facts.campaignId)).toBe(`campaign:${facts.campaignId}`);
    expect(campaignConversationSubject('  Weihnachten 2026 ')).toBe('Weihnachten 2026');
    expect(campaignConversationSubject('  ')).toBe('–');
    expect(campaignConversationSubject('k'.repeat(250))).toHaveLength(200);
  });
});
