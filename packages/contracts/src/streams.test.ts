import { platform } from '@cadeau/platform';
import { mailStream, streams } from '.';

describe('the JetStream streams', () => {
  // Moved here from the platform's registry test when contracts came to depend on the registry (ServiceName).
  it('are the ones the platform registry names, each owned by one service', () => {
    const defined = [...Object.values(streams), mailStream].map((stream) => stream.name).sort();
    const owned = platform.services.flatMap((s) => ('stream' in s && s.stream ? [s.stream] : [])).sort();
    expect(owned).toEqual(defined);
    expect(platform.services.find((s) => s.name === 'identity')?.stream).toBe(streams.identity.name);
  });
});
