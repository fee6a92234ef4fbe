import type { AppName } from '../routes';

/** `/mfe-manifest.json`, served by the gateway: where each remote lives and which environment this is. */
export interface MfeManifest {
  env: string;
  remotes: Partial<Record<AppName, string>>;
}

export function parseManifest(data: unknown): MfeManifest {
  const d = (data && typeof data === 'object' ? data : {}) as { env?: unknown; remotes?: unknown };
  const remotes: Record<string, string> = {};
  if (d.remotes && typeof d.remotes === 'object') {
    for (const [name, url] of Object.entries(d.remotes)) if (typeof url === 'string') remotes[name] = url;
  }
  return { env: typeof d.env === 'string' && d.env ? d.env : 'development', remotes };
}

export async function fetchManifest(): Promise<MfeManifest> {
  const res = await fetch('/mfe-manifest.json', { cache: 'no-cache', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`/mfe-manifest.json answered ${res.status}`);
  return parseManifest(await res.json());
}

/** Spec section 3: a ribbon in every environment except production; orange for test, green otherwise. */
export function ribbonFor(env: string): { name: string; color: 'orange' | 'green' } | null {
  const name = env.trim().toLowerCase();
  if (name === 'prod' || name === 'production') return null;
  return { name: env, color: name === 'test' ? 'orange' : 'green' };
}
