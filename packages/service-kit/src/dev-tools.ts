// No imports: `@cadeau/service-kit/dev-tools` is read by the stack (npm start) without the rest of the kit.

/** The environments (CADEAU_ENV) that have the dev tools, the dev mailbox first: never a shared or production one. */
export const DEV_TOOL_ENVIRONMENTS = ['development', 'test'] as const;

/**
 * Whether an environment has the dev tools (issue 8): CADEAU_ENV development or test, and not NODE_ENV=production.
 * svc-mail's dev mailbox answers only there (and only to this machine), and `npm start` says so.
 */
export function hasDevTools(environment: { name: string; production: boolean }): boolean {
  return !environment.production && (DEV_TOOL_ENVIRONMENTS as readonly string[]).includes(environment.name);
}
