/**
 * Names every consumer derives the same way from a registry entry. Pure string functions, no imports: the
 * shell bundles them.
 */

/** Module Federation container name of a micro-frontend (`orgs` → `mfe_orgs`). */
export function remoteName(mfe: { name: string }): `mfe_${string}` {
  return `mfe_${mfe.name}`;
}

/** Where the gateway serves a micro-frontend's files (`orgs` → `/mfe/orgs/`). */
export function remoteUrlPrefix(mfe: { name: string }): string {
  return `/mfe/${mfe.name}/`;
}

/** npm workspace name of a folder (`mfe-orgs` → `@cadeau/mfe-orgs`). */
export function packageName(entry: { folder: string }): string {
  return `@cadeau/${entry.folder}`;
}

/** `identity` → `IDENTITY_URL`, the variable the gateway reads to reach that service. */
export function urlEnvName(serviceName: string): string {
  return `${envPrefix(serviceName)}_URL`;
}

/** `catalog` → `CATALOG_DATA_DIR`, the variable that names a service's own data directory (before the stack's DATA_DIR). */
export function dataDirEnvName(serviceName: string): string {
  return `${envPrefix(serviceName)}_DATA_DIR`;
}

/** Where a service listens on this machine unless its `<NAME>_URL` says otherwise: its registry port on 127.0.0.1. */
export function localServiceUrl(service: { port: { default: number } }): string {
  return `http://127.0.0.1:${service.port.default}`;
}

/** A service's name as the start of its variables' names (`identity` → `IDENTITY`). */
function envPrefix(serviceName: string): string {
  return serviceName.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}
