import fs from 'node:fs';
import path from 'node:path';
import { platform, type MicroFrontendEntry, type ServiceEntry } from '@cadeau/platform';
import { REPO_ROOT, type K8sObject } from './render';

/** The root package.json's workspaces, folders only (`packages/*` expanded). */
export function workspaceFolders(): string[] {
  const root = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  return root.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return fs
      .readdirSync(path.join(REPO_ROOT, parent), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `${parent}/${e.name}`);
  });
}

/**
 * The processes the cluster runs, by the workspaces of the repository: every `svc-*` workspace is a service (so a
 * new one without manifests fails these tests), every `mfe-*` a micro-frontend, and the gateway.
 */
export const serviceFolders = workspaceFolders().filter((w) => /^svc-[a-z0-9-]+$/.test(w));
export const mfeFolders = workspaceFolders().filter((w) => /^mfe-[a-z0-9-]+$/.test(w));

/** The registry entry of a service workspace (its name, port and migrate script). */
export function serviceEntry(folder: string): ServiceEntry {
  const entry = (platform.services as readonly ServiceEntry[]).find((s) => s.folder === folder);
  if (!entry) throw new Error(`${folder} is a workspace but not in packages/platform/src/registry.ts`);
  return entry;
}

export function mfeEntry(folder: string): MicroFrontendEntry {
  const entry = (platform.microFrontends as readonly MicroFrontendEntry[]).find((m) => m.folder === folder);
  if (!entry) throw new Error(`${folder} is a workspace but not in packages/platform/src/registry.ts`);
  return entry;
}

export function find(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.filter((o) => o.kind === kind && o.metadata.name === name);
  if (found.length !== 1) throw new Error(`expected one ${kind} ${name}, found ${found.length}`);
  return found[0];
}
