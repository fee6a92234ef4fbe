import fs from 'node:fs';
import path from 'node:path';
import { spawnManaged, StackError, type ManagedProcess } from '../child-process';
import type { StackLogger } from '../logger';
import { findOnPath, NATS_MISSING_MESSAGE } from '../nats';
import { sleep } from '../ports';
import { natsNodeConfig, type NatsNode } from './nats-cluster-config';

/** A three-node NATS JetStream cluster on 127.0.0.1 whose nodes can be killed and started again. */
export class NatsCluster {
  private readonly procs = new Map<string, ManagedProcess>();
  private readonly binary: string;

  constructor(
    readonly nodes: readonly NatsNode[],
    private readonly configDir: string,
    private readonly logger: StackLogger,
  ) {
    const binary = findOnPath('nats-server');
    if (!binary) throw new StackError(NATS_MISSING_MESSAGE);
    this.binary = binary;
    fs.mkdirSync(configDir, { recursive: true });
  }

  /** Client URL of each node, in node order. */
  get urls(): string[] {
    return this.nodes.map((n) => `nats://127.0.0.1:${n.port}`);
  }

  async start(): Promise<void> {
    for (const node of this.nodes) this.spawn(node);
    await Promise.all(this.nodes.map((n) => this.waitHealthy(n)));
  }

  /** SIGKILL one node: its streams' other two replicas keep quorum. */
  async kill(index: number): Promise<void> {
    const node = this.nodes[index]!;
    await this.procs.get(node.name)?.stop({ signal: 'SIGKILL', timeoutMs: 1000 });
    this.procs.delete(node.name);
  }

  /** Starts a node again on its store and waits until JetStream on it is healthy (caught up). */
  async restart(index: number): Promise<void> {
    const node = this.nodes[index]!;
    this.spawn(node);
    await this.waitHealthy(node);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.procs.values()].map((p) => p.stop({ timeoutMs: 10_000 })));
    this.procs.clear();
  }

  private spawn(node: NatsNode): void {
    fs.mkdirSync(node.storeDir, { recursive: true });
    const file = path.join(this.configDir, `${node.name}.conf`);
    fs.writeFileSync(file, natsNodeConfig(node, this.nodes));
    this.procs.set(
      node.name,
      spawnManaged({
        name: node.name,
        command: this.binary,
        args: ['-c', file],
        cwd: node.storeDir,
        logger: this.logger,
      }),
    );
  }

  /** `/healthz` answers 200 once the node's JetStream has a meta leader and its streams are current. */
  private async waitHealthy(node: NatsNode, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last = 'no answer';
    while (Date.now() < deadline) {
      if (!this.procs.get(node.name)?.running()) throw new StackError(`${node.name} exited during start-up`);
      try {
        const res = await fetch(`http://127.0.0.1:${node.monitorPort}/healthz`, { signal: AbortSignal.timeout(2000) });
        if (res.status === 200) return;
        last = `${res.status} ${await res.text()}`;
      } catch (error) {
        last = (error as Error).message;
      }
      await sleep(250);
    }
    throw new StackError(`${node.name} was not healthy within ${timeoutMs / 1000} s (last: ${last})`);
  }
}
