import type { K8sObject } from './render';

/** A pod as NetworkPolicies see it: its labels, its namespace's labels and, as a target, the port asked for. */
export interface PodRef {
  labels: Record<string, string>;
  namespaceLabels: Record<string, string>;
}

interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: unknown[];
}

interface Peer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: unknown;
}

function selects(selector: LabelSelector | undefined, labels: Record<string, string>): boolean {
  if (selector?.matchExpressions?.length) throw new Error('matchExpressions are unknown to the test');
  return Object.entries(selector?.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
}

function peerAdmits(peer: Peer, source: PodRef, sameNamespace: boolean): boolean {
  if (peer.ipBlock) throw new Error('ipBlock peers are unknown to the test');
  const nsOk = peer.namespaceSelector ? selects(peer.namespaceSelector, source.namespaceLabels) : sameNamespace;
  const podOk = peer.podSelector ? selects(peer.podSelector, source.labels) : true;
  return nsOk && podOk;
}

/**
 * Whether the policies of the target's namespace let `source` open a connection to `target` on `port` (its number
 * and, when the container names it, its name), as the NetworkPolicy API defines it: a pod no ingress policy selects
 * takes everything; a selected pod takes what at least one of the rules selecting it allows.
 */
export function admits(
  policies: K8sObject[],
  target: PodRef,
  port: { number: number; name?: string },
  source: PodRef,
): boolean {
  const sameNamespace =
    source.namespaceLabels['kubernetes.io/metadata.name'] === target.namespaceLabels['kubernetes.io/metadata.name'];
  const selecting = policies.filter(
    (p) => (p.spec.policyTypes ?? ['Ingress']).includes('Ingress') && selects(p.spec.podSelector, target.labels),
  );
  if (selecting.length === 0) return true;
  return selecting.some((p) =>
    (p.spec.ingress ?? []).some((rule: { from?: Peer[]; ports?: Array<{ port?: number | string }> }) => {
      const fromOk = !rule.from?.length || rule.from.some((peer) => peerAdmits(peer, source, sameNamespace));
      const portOk =
        !rule.ports?.length ||
        rule.ports.some((r) => r.port === undefined || r.port === port.number || r.port === port.name);
      return fromOk && portOk;
    }),
  );
}
