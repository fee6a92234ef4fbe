import { lookupGate, lookupVerdict } from './lookup-gate';

// ADR 0029's defaults: 10 failures per address, a ceiling of 50, 300 failures of everyone.
const limits = { clientBudget: 10, clientCeiling: 50, globalBudget: 300 };

describe('lookupGate', () => {
  it.each([
    [0, 0, 'open'],
    [9, 299, 'open'],
    [10, 0, 'unusedOnly'],
    [49, 0, 'unusedOnly'],
    [50, 0, 'closed'],
    [0, 300, 'closed'],
    [12, 300, 'closed'],
  ] as const)('%i failures of the address and %i of everyone: %s', (clientFailures, globalFailures, gate) => {
    expect(lookupGate({ clientFailures, globalFailures }, limits)).toBe(gate);
  });
});

describe('lookupVerdict', () => {
  it('serves any code found while the gate is open, and answers a wrong one as not found', () => {
    expect(lookupVerdict('open', { status: 'unused' })).toBe('serve');
    expect(lookupVerdict('open', { status: 'used' })).toBe('serve');
    expect(lookupVerdict('open', null)).toBe('notFound');
  });

  it('past the address budget serves only an unused code; a used or wrong one is refused alike', () => {
    expect(lookupVerdict('unusedOnly', { status: 'unused' })).toBe('serve');
    expect(lookupVerdict('unusedOnly', { status: 'used' })).toBe('refused');
    expect(lookupVerdict('unusedOnly', null)).toBe('refused');
  });
});
