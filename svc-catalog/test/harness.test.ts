import { startCatalog, type CatalogHarness } from './harness';

let catalog: CatalogHarness;
beforeAll(async () => {
  catalog = await startCatalog();
});
afterAll(() => catalog.stop());

it('starts migrated and ready on a fresh database and a private NATS server', async () => {
  const res = await catalog.http().get('/readyz');
  expect(res.status).toBe(200);
  expect(res.body.checks).toEqual({ database: true, nats: true });
});
