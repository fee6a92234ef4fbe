import { copyTarget } from './copy-lines';

describe('copyTarget', () => {
  it('answers a schema name and a campaign id that may be spliced into COPY', () => {
    expect(copyTarget('campaign', '3f1c2a3e-0c5e-4f7a-9d2b-1e2f3a4b5c6d')).toEqual({
      schema: 'campaign',
      campaignId: '3f1c2a3e-0c5e-4f7a-9d2b-1e2f3a4b5c6d',
    });
  });

  it('throws for anything else: no unchecked value reaches the SQL text', () => {
    for (const [schema, id] of [
      ['campaign; drop table x', '3f1c2a3e-0c5e-4f7a-9d2b-1e2f3a4b5c6d'],
      ['Campaign', '3f1c2a3e-0c5e-4f7a-9d2b-1e2f3a4b5c6d'],
      ['campaign', "3f1c2a3e' or '1'='1"],
      ['campaign', '3F1C2A3E-0C5E-4F7A-9D2B-1E2F3A4B5C6D'],
    ])
      expect(() => copyTarget(schema, id)).toThrow('invalid export target');
  });
});
