/**
 * What each organisation role may do with its organisation's campaigns (spec section 6, issue 11), per route of
 * svc-campaign: `read` (every member), `design` (the mail and greeting designs of an editable campaign, and the
 * test mail: designers, managers, admins), `manage` (everything else that changes a campaign: managers and
 * admins). The route table's rule (`orgMember`) lets every member reach the service; svc-campaign refuses the
 * roles without the right with 403 `error.forbidden`. docs/permissions.md and the permission test read this.
 * Platform administrators read every campaign and hold `design` and `manage` only for the campaigns of the giver
 * organisation they act in (spec: "always treated as organisation admin").
 */
export type CampaignRight = 'read' | 'design' | 'manage';

export const campaignRightRoles: Record<CampaignRight, readonly string[]> = {
  read: ['user', 'designer', 'manager', 'admin'],
  design: ['designer', 'manager', 'admin'],
  manage: ['manager', 'admin'],
};

/** The right each `orgMember` campaign route needs, keyed `METHOD path` as in the route table. */
export const campaignRouteRights: Record<string, CampaignRight> = {
  'GET /campaign': 'read',
  'POST /campaign': 'manage',
  'PUT /campaign': 'manage',
  'GET /campaign/current': 'read',
  'GET /campaign/{campaignId}': 'read',
  'DELETE /campaign/{campaignId}': 'manage',
  'GET /campaign/{campaignId}/statistics': 'read',
  'POST /campaign/{campaignId}/release': 'manage',
  'POST /campaign/{campaignId}/create-template': 'manage',
  'GET /campaign/{campaignId}/recipients': 'read',
  'GET /campaign/{campaignId}/recipients/export': 'read',
  'POST /campaign/{campaignId}/recipients': 'manage',
  'POST /campaign/{campaignId}/recipients/import': 'manage',
  'PUT /campaign/{campaignId}/recipients/{id}': 'manage',
  'DELETE /campaign/{campaignId}/recipients/{id}': 'manage',
  'GET /campaign/{campaignId}/mail-design': 'read',
  'PUT /campaign/{campaignId}/mail-design/{id}': 'design',
  'POST /campaign/{campaignId}/mail-design/{id}/preview': 'read',
  'POST /campaign/{campaignId}/mail-design/{id}/test': 'design',
  'GET /campaign/{campaignId}/greeting-design': 'read',
  'PUT /campaign/{campaignId}/greeting-design/{id}': 'design',
  // Gift codes (issue 12): the codes CSV and a single send hand out codes (manage); the feedback is read by all.
  'GET /campaign/{campaignId}/vouchers/export': 'manage',
  'POST /campaign/{campaignId}/recipients/{id}/send-code': 'manage',
  'GET /campaign/{campaignId}/feedback': 'read',
};
