import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildFrontends } from './build';
import { describeExit, runToCompletion, spawnManaged, StackError, type ManagedProcess } from './child-process';
import { devMailboxNotice } from './dev-mailbox-notice';
import { waitForReady } from './http-ready';
import { createLogger, teeLogger, type StackLogger } from './logger';
import { provideNats } from './nats';
import { resolveOptions, type ResolvedOptions, type StackOptions } from './options';
import { REPO_ROOT } from './paths';
import { isPortOpen } from './ports';
import { dropDatabase, providePostgres } from './postgres';
import { ENTRY, SERVICES, serviceEnv, stackDefaults, startWaves, type ServiceSpec } from './process-table';

export interface RunningStack {
  gatewayUrl: string;
  databaseUrl: string;
  natsUrl: string;
  /** Where Postgres and NATS came from ('embedded', 'spawned', 'existing server', or the env var). */
  sources: { postgres: string; nats: string };
  /** Stops everything in order: gateway, services, NATS, Postgres. Safe to call more than once. */
  stop(): Promise<void>;
}

export class StackAbortedError extends Error {
  constructor() {
    super('start-up was interrupted');
    this.name = 'AbortError';
  }
}

/** One step of shutdown: its stoppers run in parallel, steps run last-in first-out. */
type Layer = Array<() => Promise<void>>;

/** Starts Postgres, NATS, the services and the gateway as `npm start` does. */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const env = options.processEnv ?? process.env;
  const resolved = resolveOptions(options, env, REPO_ROOT, () => randomBytes(32).toString('hex'));
  const logger = createLogger({ prefix: resolved.prefixLogs, colour: options.colour, write: options.log });
  const run = new StackRun(resolved, logger, env, options);
  const onAbort = (): void => void run.stop();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (options.signal?.aborted) throw new StackAbortedError();
    return await run.start();
  } catch (error) {
    await run.stop();
    throw options.signal?.aborted ? new StackAbortedError() : error;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
}

class StackRun {
  stopping = false;
  /** Why the stack is stopping when it was not asked to (a process died), for the start-up error. */
  private crash: string | null = null;
  private stopPromise: Promise<void> | null = null;
  private readonly layers: Layer[] = [];
  /** Builds, migrations and seeds in flight: killed first when stopping during start-up. */
  private readonly oneOffs = new Set<ManagedProcess>();
  private readonly gatewayUrl: string;
  /** What the seeds printed (the demo accounts), repeated under the final banner. */
  private readonly seedOutput: string[] = [];

  constructor(
    private readonly o: ResolvedOptions,
    private readonly logger: StackLogger,
    private readonly env: NodeJS.ProcessEnv,
    private readonly options: StackOptions,
  ) {
    this.gatewayUrl = `http://localhost:${o.ports.gateway}`;
  }

  async start(): Promise<RunningStack> {
    const started = Date.now();
    await this.refuseTakenPorts();
    // The front-end build is CPU-bound and independent of the databases: run both at once. The first
    // failure stops the other branch instead of letting it run to its end.
    let firstError: unknown = null;
    const failFast = <T>(promise: Promise<T>): Promise<T> =>
      promise.catch((error: unknown) => {
        firstError ??= error;
        void this.stop();
        throw error;
      });
    const [infra] = await Promise.allSettled([
      failFast(this.startInfrastructure()),
      failFast(this.o.build ? this.build() : Promise.resolve()),
    ]);
    if (firstError) throw firstError;
    const { postgres, nats } = (infra as PromiseFulfilledResult<Awaited<ReturnType<StackRun['startInfrastructure']>>>)
      .value;
    for (const wave of startWaves(SERVICES)) {
      await this.startWave(wave, postgres.url, nats.url);
    }
    if (this.o.seed) await this.runDemoSteps(postgres.url, nats.url);
    this.logger.info(
      `ready in ${((Date.now() - started) / 1000).toFixed(1)} s (Postgres: ${postgres.source}, NATS: ${nats.source})`,
    );
    this.printBanner();
    return {
      gatewayUrl: this.gatewayUrl,
      databaseUrl: postgres.url,
      natsUrl: nats.url,
      sources: { postgres: postgres.source, nats: nats.source },
      stop: () => this.stop(),
    };
  }

  /** Stops everything started so far, newest first. Idempotent; concurrent callers share one run. */
  stop(): Promise<void> {
    if (!this.stopPromise) {
      this.stopping = true;
      this.stopPromise = (async () => {
        await Promise.all([...this.oneOffs].map((p) => p.stop({ timeoutMs: this.o.stopTimeoutMs })));
        while (this.layers.length > 0) {
          const layer = this.layers.pop()!;
          await Promise.all(
            layer.map((stopOne) => stopOne().catch((e: Error) => this.logger.error(`while stopping: ${e.message}`))),
          );
        }
      })();
    }
    return this.stopPromise;
  }

  /** Registers something to stop later; if a stop already began, stops it right away instead. */
  private async adopt(layer: Layer): Promise<void> {
    if (this.stopping) {
      // Best effort: what it depends on (e.g. Postgres for dropping the database) may be gone already.
      await Promise.all(layer.map((s) => s().catch(() => undefined)));
      throw new StackAbortedError();
    }
    this.layers.push(layer);
  }

  private registerOneOff = (p: ManagedProcess): (() => void) => {
    if (this.stopping) void p.stop({ timeoutMs: this.o.stopTimeoutMs });
    this.oneOffs.add(p);
    return () => this.oneOffs.delete(p);
  };

  private checkStopping(): void {
    if (this.stopping) throw new StackAbortedError();
  }

  private async refuseTakenPorts(): Promise<void> {
    for (const spec of SERVICES) {
      const port = this.o.ports[spec.name];
      if (await isPortOpen(port)) {
        throw new StackError(
          `port ${port} (${spec.name}) is already in use: stop what runs there or set ${spec.portEnv} to another port`,
        );
      }
    }
  }

  private async build(): Promise<void> {
    this.logger.info('building the front end (turbo, cached)');
    await buildFrontends({ repoRoot: REPO_ROOT, logger: this.logger, env: this.env, register: this.registerOneOff });
  }

  private async startInfrastructure() {
    const common = { env: this.env, dataDir: this.o.dataDir, logger: this.logger, stopTimeoutMs: this.o.stopTimeoutMs };
    const [postgres, nats] = await settleAll(
      [
        providePostgres({
          ...common,
          database: this.o.database,
          databaseExplicit: this.o.databaseExplicit,
          port: this.o.pgPort,
        }),
        provideNats({ ...common, port: this.o.natsPort, storeDir: this.o.natsStoreDir }),
      ],
      // Whichever of the two did start must be stopped when the other failed.
      (handle) => handle.stop(),
    );
    await this.adopt([() => postgres.stop(), () => nats.stop()]);
    if (this.options.dropDatabaseOnStop) {
      // Its own layer, above Postgres: runs after the services are gone and before Postgres stops.
      await this.adopt([() => dropDatabase(postgres.url)]);
    }
    this.logger.info(`Postgres: ${postgres.source} (${postgres.url}); NATS: ${nats.source} (${nats.url})`);
    await this.prepareDatabase(postgres.url, nats.url);
    return { postgres, nats };
  }

  /** Migrations, then demo data outside production; one service after the other, in table order. */
  private async prepareDatabase(databaseUrl: string, natsUrl: string): Promise<void> {
    for (const spec of SERVICES) {
      const scripts = [
        spec.migrate && { kind: 'migrate', file: spec.migrate },
        this.o.seed && spec.seed && { kind: 'seed', file: spec.seed },
      ];
      for (const script of scripts) {
        if (!script) continue;
        this.checkStopping();
        await runToCompletion({
          name: `${spec.name}:${script.kind}`,
          ...tsxCommand(spec, script.file),
          env: { ...this.env, ...serviceEnv(spec, SERVICES, this.envContext(databaseUrl, natsUrl)) },
          logger:
            script.kind === 'seed' ? teeLogger(this.logger, (_name, line) => this.seedOutput.push(line)) : this.logger,
          register: this.registerOneOff,
        });
      }
    }
  }

  /**
   * The demo steps, once everything runs (the demo campaign's mails sent at once, so its codes are in the dev
   * mailbox before the banner says the platform is ready). Their output joins the seeds' under the banner.
   */
  private async runDemoSteps(databaseUrl: string, natsUrl: string): Promise<void> {
    for (const spec of SERVICES) {
      if (!spec.demo) continue;
      this.checkStopping();
      await runToCompletion({
        name: `${spec.name}:demo`,
        ...tsxCommand(spec, spec.demo),
        env: { ...this.env, ...serviceEnv(spec, SERVICES, this.envContext(databaseUrl, natsUrl)) },
        logger: teeLogger(this.logger, (_name, line) => this.seedOutput.push(line)),
        register: this.registerOneOff,
      });
    }
  }

  private envContext(databaseUrl: string, natsUrl: string) {
    return {
      ports: this.o.ports,
      databaseUrl,
      natsUrl,
      userContextSecret: this.o.userContextSecret,
      cadeauEnv: this.o.cadeauEnv,
      servicesDataDir: this.o.servicesDataDir,
    };
  }

  private async startWave(wave: ServiceSpec[], databaseUrl: string, natsUrl: string): Promise<void> {
    this.checkStopping();
    const procs = wave.map((spec) =>
      spawnManaged({
        name: spec.name,
        ...tsxCommand(spec, ENTRY),
        env: {
          ...stackDefaults(spec),
          ...this.env,
          ...serviceEnv(spec, SERVICES, this.envContext(databaseUrl, natsUrl)),
        },
        logger: this.logger,
      }),
    );
    await this.adopt(procs.map((p) => () => this.stopService(p)));
    await Promise.all(
      procs.map((p, i) =>
        waitForReady(`http://127.0.0.1:${this.o.ports[wave[i].name]}/readyz`, {
          timeoutMs: this.o.readyTimeoutMs,
          abort: () =>
            this.stopping
              ? (this.crash ?? 'the stack is stopping')
              : p.running()
                ? null
                : `${p.name} exited during start-up (see [${p.name}] lines above)`,
        }).catch((error: Error) => {
          throw new StackError(error.message, { cause: error });
        }),
      ),
    );
    for (const p of procs) this.watch(p);
  }

  private async stopService(p: ManagedProcess): Promise<void> {
    // One that died on its own has been reported by watch() already.
    if (!p.running()) return;
    const info = await p.stop({ timeoutMs: this.o.stopTimeoutMs });
    if (info.forced) this.logger.warn(`${p.name} did not stop within ${this.o.stopTimeoutMs / 1000} s and was killed`);
    else if (info.code !== 0 && info.signal !== 'SIGTERM')
      this.logger.warn(`${p.name} stopped with ${describeExit(info)}`);
  }

  /** A process that dies while the stack runs takes the stack down: half a platform only confuses. */
  private watch(p: ManagedProcess): void {
    void p.exited.then(async (info) => {
      if (this.stopping) return;
      this.crash = `${p.name} exited unexpectedly (${describeExit(info)})`;
      this.logger.error(`${this.crash}; stopping the stack`);
      await this.stop();
      this.options.onUnexpectedExit?.({ name: p.name, ...info });
    });
  }

  private printBanner(): void {
    const lines = ['', `Cadeau is running on ${this.gatewayUrl}`];
    const seeded = this.seedOutput.filter((l) => l.trim() !== '' && !l.trimStart().startsWith('{'));
    if (seeded.length > 0) lines.push('', ...seeded);
    lines.push('', devMailboxNotice(this.o.cadeauEnv, this.env.NODE_ENV === 'production', this.gatewayUrl));
    lines.push('', 'Press Ctrl-C to stop.', '');
    this.logger.info(lines.join('\n'));
  }
}

/** `node --import tsx <file>`: one process per service (the tsx CLI would add a wrapper process). */
function tsxCommand(spec: ServiceSpec, file: string): { command: string; args: string[]; cwd: string } {
  const cwd = path.join(REPO_ROOT, spec.dir);
  return { command: process.execPath, args: ['--import', 'tsx', file], cwd };
}

/**
 * Like Promise.all, but waits for every promise to settle, so nothing is still starting when the caller
 * cleans up after a failure; `cleanup` receives the values that did resolve when another one failed.
 */
async function settleAll<T extends readonly unknown[]>(
  promises: { [K in keyof T]: Promise<T[K]> },
  cleanup?: (value: T[number]) => Promise<unknown>,
): Promise<T> {
  const results = await Promise.allSettled(promises);
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    if (cleanup) {
      await Promise.all(
        results
          .filter((r) => r.status === 'fulfilled')
          .map((r) => cleanup((r as PromiseFulfilledResult<T[number]>).value)),
      );
    }
    throw failure.reason;
  }
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
