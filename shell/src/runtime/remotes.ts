import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { AppName } from '../routes';
import type { MfeManifest } from './manifest';

/**
 * Registers the remotes the manifest names with the Module Federation runtime. Nothing is downloaded here:
 * a remote's entry and code load only when single-spa first activates it (loadApp).
 */
export function registerManifestRemotes(manifest: MfeManifest): void {
  registerRemotes(
    Object.entries(manifest.remotes).map(([name, entry]) => ({
      name,
      entry: new URL(entry!, window.location.origin).href,
    })),
    { force: true },
  );
}

/** Loads a micro-frontend's single-spa lifecycles (`<name>/app`). */
export async function loadApp(name: AppName): Promise<LifeCycles> {
  const mod = await loadRemote<LifeCycles>(`${name}/app`);
  if (!mod) throw new Error(`remote ${name} exposes no ./app`);
  return mod;
}
