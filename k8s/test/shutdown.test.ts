import path from 'node:path';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, shutdownDrainMs } from '../../packages/service-kit/src/service';
import { environmentOf } from './environment';
import { find, serviceFolders } from './platform';
import { containersOf, K8S_DIR, render, type K8sObject } from './render';

/**
 * Graceful rollouts (issue 21, ADR 0027): a stopping gateway or service answers /readyz with 503 and keeps serving
 * for SHUTDOWN_DRAIN_MS (service-kit) before it closes its listener, then lets in-flight requests finish for the
 * kit's shutdown timeout. The drain must outlast what its readiness probe needs to see the 503, and the pod's grace
 * period must outlast the preStop pause, the drain and that timeout, or the kubelet kills it mid-request.
 */
const renders = ['base', 'overlays/staging', 'overlays/production'].map((dir): [string, K8sObject[]] => [
  dir,
  render(path.join(K8S_DIR, dir)).objects,
]);
const nodeProcesses = ['gateway', ...serviceFolders];
/** Left after everything timed above, for the outbox relay, the consumers' handlers, NATS and the pool to stop. */
const MARGIN_MS = 5_000;

/** The kubelet's defaults for a probe's fields the manifest leaves out. */
function probeTiming(probe: { periodSeconds?: number; failureThreshold?: number }) {
  return { periodSeconds: probe.periodSeconds ?? 10, failureThreshold: probe.failureThreshold ?? 3 };
}

/** How long a container's preStop hook holds SIGTERM back: a `sleep N` (exec or the sleep action), else nothing. */
function preStopMs(container: { lifecycle?: { preStop?: Record<string, unknown> } }): number {
  const hook = container.lifecycle?.preStop;
  if (!hook) return 0;
  const sleep = hook.sleep as { seconds: number } | undefined;
  if (sleep) return sleep.seconds * 1000;
  const command = (hook.exec as { command?: string[] } | undefined)?.command ?? [];
  if (command.length === 2 && command[0] === 'sleep' && /^\d+$/.test(command[1])) return Number(command[1]) * 1000;
  throw new Error(`a preStop hook the test cannot time: ${JSON.stringify(hook)}`);
}

describe.each(renders)('in %s', (_dir, objects) => {
  describe.each(nodeProcesses.map((f) => [f]))('%s', (folder) => {
    const deployment = find(objects, 'Deployment', folder);
    const [container] = containersOf(deployment);
    const drainMs = shutdownDrainMs(environmentOf(deployment, objects));

    it('drains longer than its readiness probe takes to see the 503 of /readyz', () => {
      expect(container.readinessProbe.httpGet.path).toBe('/readyz');
      const { periodSeconds, failureThreshold } = probeTiming(container.readinessProbe);
      expect({ drainMs, over: drainMs > periodSeconds * failureThreshold * 1000 }).toEqual({ drainMs, over: true });
    });

    it('has a grace period beyond its preStop pause, the drain and the time in-flight requests get', () => {
      const graceMs = (deployment.spec.template.spec.terminationGracePeriodSeconds ?? 30) * 1000;
      const neededMs = preStopMs(container) + drainMs + DEFAULT_SHUTDOWN_TIMEOUT_MS + MARGIN_MS;
      expect({ graceMs, neededMs, enough: graceMs >= neededMs }).toMatchObject({ enough: true });
    });
  });
});

it('times the preStop hooks it knows and refuses the others', () => {
  expect(preStopMs({})).toBe(0);
  expect(preStopMs({ lifecycle: { preStop: { exec: { command: ['sleep', '5'] } } } })).toBe(5000);
  expect(preStopMs({ lifecycle: { preStop: { sleep: { seconds: 3 } } } })).toBe(3000);
  expect(() => preStopMs({ lifecycle: { preStop: { httpGet: { path: '/stop' } } } })).toThrow();
});
