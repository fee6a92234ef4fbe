import { startCampaign, type CampaignHarness } from './harness';

let h: CampaignHarness;
beforeAll(async () => {
  h = await startCampaign();
});
afterAll(() => h.stop());

it('starts svc-campaign on its own database and answers readiness', async () => {
  const res = await h.http().get('/readyz');
  expect(res.status).toBe(200);
});
