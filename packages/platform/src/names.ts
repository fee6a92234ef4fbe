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
  return `${serviceName.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_URL`;
}
