/** The Postgres schema owned by svc-campaign (DESIGN section 2): campaigns, recipients, mail and greeting designs. */
export const CAMPAIGN_SCHEMA = 'campaign';
