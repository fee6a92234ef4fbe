import { PLATFORM_ADMIN, type AccessRule, type UserContext } from '@cadeau/contracts';
import { errors } from './errors';

export const accessRules: readonly AccessRule[] = [
  'public',
  'authenticated',
  'self',
  'orgMember',
  'orgAdmin',
  'platformAdmin',
  'internal',
];

export const isPlatformAdmin = (user: UserContext) => user.roles.includes(PLATFORM_ADMIN);

function currentMembership(user: UserContext) {
  if (!user.currentOrganizationId) return undefined;
  return user.organizations.find((o) => o.id === user.currentOrganizationId);
}

/**
 * Enforces a route's access rule (the route table says which); throws 401 for an anonymous caller of
 * a non-public route and 403 for a caller without the right. Platform administrators pass every user rule.
 */
export function checkAccess(rule: AccessRule, user: UserContext | null, params: Record<string, string>): void {
  // Only a signed call of another service passes `internal` (route.ts checks it): never a user, not even a
  // platform administrator, and an anonymous caller is refused like one without the right.
  if (rule === 'internal') throw errors.forbidden();
  if (rule === 'public') return;
  if (!user) throw errors.unauthorized();
  if (isPlatformAdmin(user)) return;
  switch (rule) {
    case 'authenticated':
      return;
    case 'self':
      if (params.userId !== undefined && params.userId === user.userId) return;
      throw errors.forbidden();
    case 'orgMember':
      if (currentMembership(user)) return;
      throw errors.forbidden();
    case 'orgAdmin':
      if (currentMembership(user)?.roles.includes('admin')) return;
      throw errors.forbidden();
    case 'platformAdmin':
      throw errors.forbidden();
    default:
      // Unreachable for typed callers; a rule added to the contracts without a check here must fail closed.
      throw errors.forbidden();
  }
}

export function assertKnownRule(rule: unknown): asserts rule is AccessRule {
  if (!accessRules.includes(rule as AccessRule)) throw new Error(`Unknown access rule: ${String(rule)}`);
}
