import fs from 'node:fs';
import { runMailService } from '../../src/run';

/**
 * svc-mail's real process (as src/main.ts) with the campaign runs reading a test clock. The clock shows
 * TEST_CLOCK_START and stands still until the test writes a real time in ms (the epoch) into
 * TEST_CLOCK_EPOCH_FILE; from then on it runs at real speed from TEST_CLOCK_START at that epoch. The test
 * writes the file once the process is ready, so a slow start cannot use up test time before the clock
 * matters. A restarted process given the same two values continues the same clock.
 */
const start = Date.parse(process.env.TEST_CLOCK_START ?? '');
const epochFile = process.env.TEST_CLOCK_EPOCH_FILE;
if (!Number.isFinite(start) || !epochFile) {
  console.error('clocked-main: set TEST_CLOCK_START (ISO time) and TEST_CLOCK_EPOCH_FILE (a path)');
  process.exit(1);
}

let epoch: number | null = null;
function readEpoch(): number | null {
  if (epoch !== null) return epoch;
  try {
    const value = Number(fs.readFileSync(epochFile!, 'utf8'));
    if (Number.isFinite(value)) epoch = value;
  } catch {
    // Not written yet: the clock still stands at the start.
  }
  return epoch;
}

runMailService({
  clock: () => {
    const at = readEpoch();
    return new Date(at === null ? start : start + (Date.now() - at));
  },
}).catch((err) => {
  console.error('svc-mail failed to start:', err);
  process.exit(1);
});
