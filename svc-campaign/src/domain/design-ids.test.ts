import { z } from 'zod';
import { designId } from './design-ids';

describe('designId', () => {
  const campaign = '3f2a9c1b-0d4e-4f6a-8b7c-1d2e3f4a5b6c';

  it('is the same for a campaign whatever the case of its id, and differs per kind and campaign', () => {
    expect(designId('mail', campaign)).toBe(designId('mail', campaign.toUpperCase()));
    expect(designId('mail', campaign)).not.toBe(designId('greeting', campaign));
    expect(designId('mail', campaign)).not.toBe(designId('mail', '4f2a9c1b-0d4e-4f6a-8b7c-1d2e3f4a5b6c'));
  });

  it('is a UUID the route parameters accept (version 8, RFC variant)', () => {
    const id = designId('greeting', campaign);
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
