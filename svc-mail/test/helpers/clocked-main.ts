import { runMailService } from '../../src/run';

/**
 * svc-mail's real process (as src/main.ts) with the campaign runs reading a test clock: it shows
 * TEST_CLOCK_START at the real time TEST_CLOCK_EPOCH (ms) and runs at real speed from there. A restarted
 * process given the same two values continues the same clock.
 */
const start = Date.parse(process.env.TEST_CLOCK_START ?? '');
const epoch = Number(process.env.TEST_CLOCK_EPOCH);
if (!Number.isFinite(start) || !Number.isFinite(epoch)) {
  console.error('clocked-main: set TEST_CLOCK_START (ISO time) and TEST_CLOCK_EPOCH (ms)');
  process.exit(1);
}

runMailService({ clock: () => new Date(start + (Date.now() - epoch)) }).catch((err) => {
  console.error('svc-mail failed to start:', err);
  process.exit(1);
});
