import { until } from './until';

describe('until', () => {
  it('polls every stepMs until the condition holds and returns its value', async () => {
    let polls = 0;
    const started = Date.now();
    const value = await until('the fifth poll', async () => ++polls === 5 && 'done', 2000, 10);
    expect(value).toBe('done');
    expect(polls).toBe(5);
    // Four waits of 10 ms: four of the default 100 ms could not be over before 400 ms, however idle the machine.
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('waits 100 ms between polls by default', async () => {
    const at: number[] = [];
    await until('the third poll', async () => at.push(Date.now()) === 3);
    expect(at[2] - at[0]).toBeGreaterThanOrEqual(190);
  });

  it('fails with what it waited for after the timeout', async () => {
    await expect(until('a miracle', async () => false, 50, 10)).rejects.toThrow('timed out waiting for a miracle');
  });
});
