import { raceClient, type Answer } from '@cadeau/svc-campaign/race-client';

/** Steady order load: one order a tick, each for a code of its own, until stopped. */
export interface SteadyLoad {
  /** Resolves with every answer once the orders in flight are answered. */
  stop(): Promise<Answer[]>;
  sent(): number;
}

/**
 * Recipients ordering at a steady pace through the gateways' balancer (no retries: a failed request counts as
 * failed). Each code orders once, so every success is one order and one `voucher.redeemed` event.
 */
export function steadyOrders(url: string, codes: readonly string[], productId: string, perSecond: number): SteadyLoad {
  const client = raceClient(url, 16);
  const inFlight: Promise<Answer>[] = [];
  let next = 0;
  const timer = setInterval(() => {
    if (next >= codes.length) return;
    const code = codes[next++]!;
    inFlight.push(
      client.post(
        `/api/voucher/${code}/order`,
        { productId },
        { 'idempotency-key': `steady-${code.slice(-8)}`, 'sec-fetch-site': 'same-origin' },
      ),
    );
  }, 1000 / perSecond);
  return {
    sent: () => next,
    async stop() {
      clearInterval(timer);
      const answers = await Promise.all(inFlight);
      client.close();
      return answers;
    },
  };
}

/** Answers that are not a placed order: a network failure (0), a 5xx, or any refusal. */
export function failures(answers: readonly Answer[]): number {
  return answers.filter((a) => a.status !== 201).length;
}
