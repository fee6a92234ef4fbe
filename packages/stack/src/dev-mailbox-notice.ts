import { hasDevTools } from '@cadeau/service-kit/dev-tools';

/**
 * What `npm start` says about svc-mail's dev mailbox (issue 8): where it is when this run has it (the kit's
 * hasDevTools, which svc-mail's guard asks too: CADEAU_ENV development or test, not NODE_ENV=production) and that
 * only this machine reaches it, or that it is off.
 */
export function devMailboxNotice(cadeauEnv: string, production: boolean, gatewayUrl: string): string {
  if (hasDevTools({ name: cadeauEnv, production }))
    return `Dev mailbox (every mail the platform sends, with its links): ${gatewayUrl}/api/dev/mailbox — only from this machine (loopback), because CADEAU_ENV is ${cadeauEnv}`;
  return `Dev mailbox: off (CADEAU_ENV is ${cadeauEnv}${production ? ', NODE_ENV is production' : ''}; it needs development or test)`;
}
