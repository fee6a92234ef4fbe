import { releasedPredecessor } from './versions';

const v = (version: number, status: string) => ({
  id: `id-${version}`,
  version,
  status: status as never,
  updatedAt: '2026-11-20T10:00:00.000Z',
  approvedAt: null,
});

describe('the version a new one follows', () => {
  it('is the newest released version before it', () => {
    const versions = [v(4, 'draft'), v(3, 'rejected'), v(2, 'approved'), v(1, 'replaced')];
    expect(releasedPredecessor({ version: 4, versions })).toBe('id-2');
  });

  it('is none for a first version or one that follows only drafts', () => {
    expect(releasedPredecessor({ version: 1, versions: [v(1, 'draft')] })).toBeNull();
    expect(releasedPredecessor({ version: 2, versions: [v(2, 'draft'), v(1, 'rejected')] })).toBeNull();
  });
});
