import { runOutcome, runSlot } from './campaign-run';

describe('a campaign run', () => {
  it('belongs to its tick to the second', () => {
    expect(runSlot(new Date('2026-11-23T10:00:00.987Z')).toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('is disabled before paused, else sent', () => {
    expect(runOutcome({ disabled: 'error.mail.missingKey', paused: 'rateLimited' })).toBe('disabled');
    expect(runOutcome({ paused: 'rateLimited' })).toBe('paused');
    expect(runOutcome({})).toBe('sent');
  });
});
