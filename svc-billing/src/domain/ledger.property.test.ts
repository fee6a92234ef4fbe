import type { InvoiceStatus, InvoiceStatusBody, InvoiceType } from '@cadeau/contracts';
import { refusal } from '@cadeau/service-kit/errors';
import fc from 'fast-check';
import { accounts, creditOnlyKinds, kindOf } from './accounts';
import { applyToInvoice, emptyInvoiceMoney, openOf, statusOf, type InvoiceMoney } from './invoice-state';
import { decideStatusChange } from './invoice-status';
import { balancesOf, contentOf, type Posting, type TransactionPlan } from './journal';
import { planAmountChange } from './plans/amounts';
import { depositLines, planDeposit, type DepositTerms } from './plans/deposit';
import { planFinalBilling, planLateSpend } from './plans/final-billing';
import { planManualInvoice, planOrderBilling } from './plans/invoices';
import { orderAmounts, planOrderCanceled, planOrderDone, planOrderPlaced } from './plans/orders';
import { planPayment, planPaymentReversal, planReopen, planUnmatchedPayment } from './plans/payments';
import { planPaidOut, planPayoutRequest } from './plans/payouts';

/**
 * Issue 19's ledger property: random sequences of what happens to a small world (two giver organisations, one
 * seller, up to three campaigns and their orders, bank payments, payouts) are driven through the plans the way the
 * service drives them, booked into an in-memory journal, and compared after every step with a reference model
 * written in plain arithmetic that never calls a plan.
 */

const ORGS = ['giver-1', 'giver-2', 'seller'] as const;
const SELLER = 'seller';
const reason = 'test';

// ---------------------------------------------------------------------------------------------------------------
// Operations

type Op =
  | { t: 'release'; org: number; budget: number; feeHundredths: number; base: number; vat: number }
  | { t: 'rerelease'; c: number; budget: number }
  | { t: 'pay'; i: number; any: boolean; how: 'full' | 'partial' | 'over' | 'short'; permille: number; extra: number }
  | { t: 'unmatched'; amount: number }
  | { t: 'assign'; p: number; i: number }
  | { t: 'reverse'; p: number }
  | { t: 'order'; c: number; any: boolean; price: number; shipping: number; feeHundredths: number; vat: number }
  | { t: 'done'; o: number }
  | { t: 'cancel'; o: number }
  | { t: 'end'; c: number }
  | { t: 'payoutRequest'; org: number; permille: number | null }
  | { t: 'paidOut'; i: number; any: boolean }
  | { t: 'reopen'; i: number; any: boolean }
  | { t: 'correct'; i: number; amount: number }
  | { t: 'manual'; org: number; lines: number[]; vat: number | null }
  | { t: 'orderBilling' }
  | { t: 'retry'; tamper: boolean };

const index = fc.nat({ max: 20 });
/** Mostly an entity the operation applies to; now and then any, to see the refusals. */
const any = fc.oneof({ weight: 1, arbitrary: fc.constant(true) }, { weight: 4, arbitrary: fc.constant(false) });
const amount = (max: number) => fc.oneof(fc.integer({ min: 0, max }), fc.constantFrom(0, 1, 5, 50, 100, 10_000));
/** The standard rate by date: 7.7 % until 2023, 8.1 % since 2024. */
const vatRate = fc.constantFrom(770, 810);
const feeHundredths = fc.oneof(fc.integer({ min: 0, max: 500 }), fc.constantFrom(0, 10, 25, 250));

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('release' as const),
      org: fc.nat({ max: 1 }),
      budget: amount(2_000_000),
      feeHundredths,
      base: amount(20_000),
      vat: vatRate,
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('rerelease' as const), c: index, budget: amount(2_000_000) }) },
  {
    weight: 5,
    arbitrary: fc.record({
      t: fc.constant('pay' as const),
      i: index,
      any,
      how: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom('full' as const, 'partial' as const, 'over' as const) },
        { weight: 1, arbitrary: fc.constant('short' as const) },
      ),
      permille: fc.integer({ min: 1, max: 999 }),
      extra: fc.integer({ min: 1, max: 200_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('unmatched' as const), amount: fc.integer({ min: 1, max: 1_500_000 }) }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('assign' as const), p: index, i: index }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('reverse' as const), p: index }) },
  {
    weight: 5,
    arbitrary: fc.record({
      t: fc.constant('order' as const),
      c: index,
      any,
      price: amount(300_000),
      shipping: amount(2_000),
      feeHundredths,
      vat: vatRate,
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('done' as const), o: index }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('cancel' as const), o: index }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('end' as const), c: index }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('payoutRequest' as const),
      org: fc.nat({ max: 2 }),
      permille: fc.option(fc.integer({ min: 0, max: 1_200 })),
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('paidOut' as const), i: index, any }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('reopen' as const), i: index, any }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('correct' as const), i: index, amount: amount(2_000_000) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('manual' as const),
      org: fc.nat({ max: 2 }),
      lines: fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 3 }),
      vat: fc.option(vatRate),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ t: 'orderBilling' as const }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('retry' as const), tamper: fc.boolean() }) },
);

// ---------------------------------------------------------------------------------------------------------------
// The service's side: plans booked into a journal (db/journal.ts's `book`), invoices folded (db/invoices.ts)

interface Booked {
  id: string;
  plan: TransactionPlan;
  content: string;
}

interface ServiceInvoice {
  id: string;
  type: InvoiceType;
  organizationId: string;
  campaignId: string | null;
  money: InvoiceMoney;
}

interface ServiceCampaign {
  id: string;
  organizationId: string;
  terms: DepositTerms;
  depositId: string;
  finalId: string | null;
}

interface ServiceOrder {
  id: string;
  number: string;
  campaignId: string;
  placed: { id: string; postings: readonly Posting[] };
  spentRappen: number;
  feeRappen: number;
  earningRappen: number;
  state: 'placed' | 'done' | 'canceled';
  billed: boolean;
}

/** A bank payment as the service's bank_payments table keeps it. */
interface ServicePayment {
  id: string;
  amountRappen: number;
  state: 'unassigned' | 'assigned' | 'reversed';
  /** Unassigned: the part of it that waits in suspense. */
  inSuspenseRappen: number;
  invoiceId: string | null;
  /** The organisation whose credit got what the payment paid beyond its invoice. */
  organizationId: string | null;
  appliedRappen: number;
}

class IdempotencyConflict extends Error {}

class Service {
  readonly journal: Booked[] = [];
  private readonly byKey = new Map<string, Booked>();
  /** Cumulative debits and credits per account, as the `accounts` table keeps them. */
  readonly kept = new Map<string, { debits: number; credits: number }>();
  readonly invoices: ServiceInvoice[] = [];
  readonly campaigns: ServiceCampaign[] = [];
  readonly orders: ServiceOrder[] = [];
  readonly payments: ServicePayment[] = [];
  private seq = 0;

  next(prefix: string) {
    this.seq += 1;
    return `${prefix}-${this.seq}`;
  }

  balance(account: string) {
    const t = this.kept.get(account);
    return t ? t.debits - t.credits : 0;
  }

  /** What the organisation may use: its credit account's balance turned (it is a credit account). */
  credit(organizationId: string) {
    return -this.balance(accounts.credit(organizationId));
  }

  invoice(id: string) {
    const found = this.invoices.find((i) => i.id === id);
    if (!found) throw new Error(`no invoice ${id}`);
    return found;
  }

  insertInvoice(type: InvoiceType, organizationId: string, campaignId: string | null = null): ServiceInvoice {
    const inv: ServiceInvoice = {
      id: this.next('inv'),
      type,
      organizationId,
      campaignId,
      money: emptyInvoiceMoney(type),
    };
    this.invoices.push(inv);
    return inv;
  }

  book(plan: TransactionPlan): { booked: Booked; replay: boolean } {
    const content = contentOf(plan);
    const known = this.byKey.get(plan.key);
    if (known) {
      if (known.content !== content) throw new IdempotencyConflict(plan.key);
      return { booked: known, replay: true };
    }
    const booked: Booked = { id: this.next('tx'), plan, content };
    this.journal.push(booked);
    this.byKey.set(plan.key, booked);
    for (const p of plan.postings) {
      const t = this.kept.get(p.account) ?? { debits: 0, credits: 0 };
      if (p.amountRappen > 0) t.debits += p.amountRappen;
      else t.credits -= p.amountRappen;
      this.kept.set(p.account, t);
    }
    if (plan.invoiceId) {
      const inv = this.invoice(plan.invoiceId);
      const own = inv.type === 'payout' ? accounts.payout(inv.id) : accounts.receivable(inv.id);
      inv.money = applyToInvoice(
        inv.money,
        plan.kind,
        plan.postings.filter((p) => p.account === own),
      );
    }
    return { booked, replay: false };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The reference model: plain arithmetic on amounts, never a plan, never a posting

interface RefInvoice {
  type: InvoiceType;
  organizationId: string;
  amount: number;
  byPayment: number;
  byCredit: number;
  byOffset: number;
  reopened: boolean;
}

interface RefPayment {
  amount: number;
  state: 'unassigned' | 'assigned' | 'reversed';
  inSuspense: number;
  invoiceId: string | null;
  organizationId: string | null;
  applied: number;
}

class Reference {
  readonly invoices = new Map<string, RefInvoice>();
  readonly payments = new Map<string, RefPayment>();
  readonly credit = new Map<string, number>(ORGS.map((o) => [o, 0]));
  readonly pending = new Map<string, number>(ORGS.map((o) => [o, 0]));
  readonly payable = new Map<string, number>(ORGS.map((o) => [o, 0]));
  /** Per campaign: the deposit still held minus what its orders spent (what `prepaid:` holds). */
  readonly held = new Map<string, number>();
  /** Per campaign: what its live orders spent. */
  readonly spent = new Map<string, number>();
  /** Per campaign: FeeGiver in hundredths of a percent, base fee, VAT rate. */
  readonly terms = new Map<string, { feeHundredths: number; base: number; vat: number }>();
  /** Per order: what it spent and its fee. */
  readonly orders = new Map<string, { spent: number; fee: number }>();
  /** Per payout request: what was paid out on it. */
  readonly paidOut = new Map<string, number>();
  bank = 0;
  suspense = 0;
  /** What administrators' corrections and lost reversals cost the platform (debit positive). */
  adjustments = 0;
  /** Fees and their VAT. */
  income = 0;

  /** Half away from zero of a non-negative n / d, in plain integer arithmetic. */
  static round(n: number, d: number) {
    return Math.floor((2 * n + d) / (2 * d));
  }
  static fee(amountRappen: number, hundredthsOfPercent: number) {
    return Reference.round(amountRappen * hundredthsOfPercent, 10_000);
  }
  static vat(netRappen: number, basisPoints: number) {
    return Reference.round(netRappen * basisPoints, 10_000);
  }

  static paid(r: RefInvoice) {
    return r.byPayment + r.byCredit + r.byOffset;
  }
  static open(r: RefInvoice) {
    return r.amount - Reference.paid(r);
  }
  static status(r: RefInvoice): InvoiceStatus {
    const paid = Reference.paid(r);
    if (r.type === 'payout') return r.amount > 0 && paid >= r.amount ? 'paidOut' : 'open';
    if (paid >= r.amount) return 'paid';
    if (paid > 0) return 'partialPaid';
    return r.reopened ? 'reopened' : 'open';
  }

  inv(id: string) {
    const r = this.invoices.get(id);
    if (!r) throw new Error(`reference has no invoice ${id}`);
    return r;
  }
  add(map: Map<string, number>, key: string, delta: number) {
    map.set(key, (map.get(key) ?? 0) + delta);
  }
  /** An invoice paid in full is no longer reopened. */
  touch(r: RefInvoice) {
    if (Reference.paid(r) >= r.amount) r.reopened = false;
  }

  /** A new amount: what was paid beyond it goes back, credit first, then bank money, then offset. */
  setAmount(r: RefInvoice, amount: number) {
    r.amount = amount;
    let excess = Math.max(0, Reference.paid(r) - amount);
    this.add(this.credit, r.organizationId, excess);
    const fromCredit = Math.min(excess, r.byCredit);
    r.byCredit -= fromCredit;
    excess -= fromCredit;
    const fromPayment = Math.min(excess, r.byPayment);
    r.byPayment -= fromPayment;
    excess -= fromPayment;
    r.byOffset -= excess;
    this.touch(r);
  }

  /** Money set against an invoice: up to what is open; the rest is the organisation's credit. */
  payInto(r: RefInvoice, money: number) {
    const applied = Math.max(0, Math.min(money, Reference.open(r)));
    r.byPayment += applied;
    this.add(this.credit, r.organizationId, money - applied);
    this.touch(r);
    return applied;
  }

  /** Takes `wanted` from the organisation's credit as far as it reaches; the rest is an adjustment. */
  takeBack(organizationId: string | null, wanted: number) {
    const fromCredit = organizationId ? Math.min(wanted, Math.max(0, this.credit.get(organizationId) ?? 0)) : 0;
    if (organizationId) this.add(this.credit, organizationId, -fromCredit);
    this.adjustments += wanted - fromCredit;
  }

  /** Spending on a settled campaign: from the credit as far as it reaches, the rest on its final billing. */
  lateSpend(organizationId: string, finalId: string, spent: number) {
    if (spent < 0) {
      this.add(this.credit, organizationId, -spent);
      return;
    }
    const fromCredit = Math.min(spent, Math.max(0, this.credit.get(organizationId) ?? 0));
    this.add(this.credit, organizationId, -fromCredit);
    const fin = this.inv(finalId);
    fin.amount += spent - fromCredit;
    this.touch(fin);
  }

  /** The balance every account must have, by the reference's arithmetic (positive: debit). */
  expectedBalances(): Map<string, number> {
    const out = new Map<string, number>();
    out.set(accounts.bank, this.bank);
    out.set(accounts.suspense, -this.suspense);
    out.set(accounts.adjustments, this.adjustments);
    out.set('fees+vat', -this.income);
    for (const [id, r] of this.invoices) {
      if (r.type === 'payout') out.set(accounts.payout(id), -(r.amount - Reference.paid(r)));
      else out.set(accounts.receivable(id), r.amount - Reference.paid(r));
    }
    for (const [c, held] of this.held) out.set(accounts.prepaid(c), -held);
    for (const o of ORGS) {
      out.set(accounts.credit(o), -(this.credit.get(o) ?? 0));
      out.set(accounts.pending(o), -(this.pending.get(o) ?? 0));
      out.set(accounts.payable(o), -(this.payable.get(o) ?? 0));
    }
    return out;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// One step: the service drives the plans, the reference does its arithmetic

/** Campaigns that take orders now (deposit paid), else settled ones (late orders). */
function targetCampaigns(s: Service) {
  const open = s.campaigns.filter((x) => !x.finalId && statusOf(s.invoice(x.depositId).money) === 'paid');
  return open.length ? open : s.campaigns.filter((x) => x.finalId);
}

const pick = <T>(items: readonly T[], i: number): T | undefined => (items.length ? items[i % items.length] : undefined);

/** The rule refuses with `expected` (an HTTP status), or lets the call through when it is null. */
function expectRefusal(what: string, rule: () => unknown, expected: number | null) {
  same(what, String(refusal(rule)?.status ?? 'allowed'), String(expected ?? 'allowed'));
}

function step(s: Service, ref: Reference, op: Op) {
  switch (op.t) {
    case 'release': {
      if (s.campaigns.length >= 3) return;
      const organizationId = ORGS[op.org];
      const campaignId = s.next('campaign');
      const terms: DepositTerms = {
        budgetRappen: op.budget,
        feeGiverPercent: op.feeHundredths / 100,
        baseFeeGiverRappen: op.base,
        vatRateBasisPoints: op.vat,
      };
      const inv = s.insertInvoice('deposit', organizationId, campaignId);
      s.campaigns.push({ id: campaignId, organizationId, terms, depositId: inv.id, finalId: null });
      const planned = planDeposit({
        ...terms,
        key: s.next('release'),
        invoiceId: inv.id,
        campaignId,
        organizationId,
        creditRappen: s.credit(organizationId),
      });
      s.book(planned.transaction);

      const fee = Reference.fee(op.budget, op.feeHundredths);
      const total = op.budget + fee + op.base + Reference.vat(fee + op.base, op.vat);
      const applied = Math.min(ref.credit.get(organizationId) ?? 0, total);
      ref.add(ref.credit, organizationId, -applied);
      const r: RefInvoice = {
        type: 'deposit',
        organizationId,
        amount: total,
        byPayment: 0,
        byCredit: applied,
        byOffset: 0,
        reopened: false,
      };
      ref.invoices.set(inv.id, r);
      ref.held.set(campaignId, total);
      ref.spent.set(campaignId, 0);
      ref.terms.set(campaignId, { feeHundredths: op.feeHundredths, base: op.base, vat: op.vat });
      same('deposit total', planned.totalRappen, total);
      return;
    }

    case 'rerelease': {
      const c = pick(
        s.campaigns.filter((x) => !x.finalId),
        op.c,
      );
      if (!c) return;
      const inv = s.invoice(c.depositId);
      c.terms = { ...c.terms, budgetRappen: op.budget };
      const { totalRappen } = depositLines(c.terms);
      s.book(
        planAmountChange({
          key: s.next('rerelease'),
          kind: 'depositChanged',
          invoiceId: inv.id,
          organizationId: c.organizationId,
          money: inv.money,
          newAmountRappen: totalRappen,
          counterAccount: accounts.prepaid(c.id),
        }),
      );

      const r = ref.inv(inv.id);
      const t = ref.terms.get(c.id)!;
      const fee = Reference.fee(op.budget, t.feeHundredths);
      const total = op.budget + fee + t.base + Reference.vat(fee + t.base, t.vat);
      ref.add(ref.held, c.id, total - r.amount);
      ref.setAmount(r, total);
      return;
    }

    case 'pay': {
      const inv = pick(
        op.any ? s.invoices : s.invoices.filter((x) => x.type !== 'payout' && openOf(x.money) > 0),
        op.i,
      );
      if (!inv) return;
      const r = ref.inv(inv.id);
      const open = Reference.open(r);
      const body: InvoiceStatusBody =
        op.how === 'full'
          ? { status: 'paid', reason }
          : op.how === 'over'
            ? { status: 'paid', amountRappen: Math.max(0, open) + op.extra, reason }
            : {
                status: op.how === 'partial' ? 'partialPaid' : 'paid',
                amountRappen: Math.max(1, Math.floor((open * op.permille) / 1000)),
                reason,
              };
      const amount = body.amountRappen ?? open;
      // A partial payment must leave something open; `paid` with an amount must pay at least what is open.
      const wrongAmount = op.how === 'partial' ? amount >= open : amount < open;
      const expected = r.type === 'payout' || open <= 0 ? 409 : wrongAmount ? 400 : null;
      expectRefusal(
        `${body.status} ${body.amountRappen ?? ''} on ${inv.id}`,
        () => decideStatusChange({ type: inv.type, money: inv.money }, body),
        expected,
      );
      if (expected !== null) return;
      const decision = decideStatusChange({ type: inv.type, money: inv.money }, body);
      if (decision.action !== 'payment') throw new Error('a payment was asked for');
      const money = amount;
      same('the payment decided', decision.amountRappen, money);
      const planned = planPayment({
        key: s.next('payment'),
        invoiceId: inv.id,
        organizationId: inv.organizationId,
        money: inv.money,
        amountRappen: decision.amountRappen,
        from: 'bank',
        byUserId: 'admin',
        reason,
      });
      s.book(planned.transaction);
      const paymentId = s.next('bank-payment');
      s.payments.push({
        id: paymentId,
        amountRappen: decision.amountRappen,
        state: 'assigned',
        inSuspenseRappen: 0,
        invoiceId: inv.id,
        organizationId: inv.organizationId,
        appliedRappen: planned.appliedRappen,
      });

      ref.bank += money;
      const applied = ref.payInto(r, money);
      ref.payments.set(paymentId, {
        amount: money,
        state: 'assigned',
        inSuspense: 0,
        invoiceId: inv.id,
        organizationId: inv.organizationId,
        applied,
      });
      return;
    }

    case 'unmatched': {
      s.book(planUnmatchedPayment(s.next('unmatched'), op.amount));
      const paymentId = s.next('bank-payment');
      s.payments.push({
        id: paymentId,
        amountRappen: op.amount,
        state: 'unassigned',
        inSuspenseRappen: op.amount,
        invoiceId: null,
        organizationId: null,
        appliedRappen: 0,
      });
      ref.bank += op.amount;
      ref.suspense += op.amount;
      ref.payments.set(paymentId, {
        amount: op.amount,
        state: 'unassigned',
        inSuspense: op.amount,
        invoiceId: null,
        organizationId: null,
        applied: 0,
      });
      return;
    }

    case 'assign': {
      const p = pick(
        s.payments.filter((x) => x.state === 'unassigned' && x.inSuspenseRappen > 0),
        op.p,
      );
      const inv = pick(
        s.invoices.filter((x) => x.type !== 'payout'),
        op.i,
      );
      if (!p || !inv) return;
      const planned = planPayment({
        key: s.next('assign'),
        invoiceId: inv.id,
        organizationId: inv.organizationId,
        money: inv.money,
        amountRappen: p.inSuspenseRappen,
        from: 'suspense',
        byUserId: 'admin',
        reason,
      });
      s.book(planned.transaction);
      Object.assign(p, {
        state: 'assigned',
        inSuspenseRappen: 0,
        invoiceId: inv.id,
        organizationId: inv.organizationId,
        appliedRappen: planned.appliedRappen,
      });

      const rp = ref.payments.get(p.id)!;
      const r = ref.inv(inv.id);
      ref.suspense -= rp.inSuspense;
      const applied = ref.payInto(r, rp.inSuspense);
      Object.assign(rp, {
        state: 'assigned',
        inSuspense: 0,
        invoiceId: inv.id,
        organizationId: inv.organizationId,
        applied,
      });
      return;
    }

    case 'reverse': {
      const p = pick(
        s.payments.filter((x) => x.state !== 'reversed'),
        op.p,
      );
      if (!p) return;
      if (p.state === 'unassigned') {
        s.book(
          planPaymentReversal({
            key: s.next('reversal'),
            payment: {
              state: 'unassigned',
              amountRappen: p.amountRappen,
              inSuspenseRappen: p.inSuspenseRappen,
              ...(p.organizationId
                ? { organizationId: p.organizationId, creditRappen: s.credit(p.organizationId) }
                : {}),
            },
          }),
        );
      } else {
        const inv = s.invoice(p.invoiceId!);
        s.book(
          planPaymentReversal({
            key: s.next('reversal'),
            payment: {
              state: 'assigned',
              amountRappen: p.amountRappen,
              appliedRappen: p.appliedRappen,
              invoiceId: inv.id,
              organizationId: p.organizationId!,
              creditRappen: s.credit(p.organizationId!),
              money: inv.money,
            },
          }),
        );
      }
      p.state = 'reversed';

      const rp = ref.payments.get(p.id)!;
      ref.bank -= rp.amount;
      if (rp.state === 'unassigned') {
        ref.suspense -= rp.inSuspense;
        ref.takeBack(rp.organizationId, rp.amount - rp.inSuspense);
      } else {
        const r = ref.inv(rp.invoiceId!);
        const still = Math.min(rp.applied, r.byPayment);
        r.byPayment -= still;
        ref.touch(r);
        ref.takeBack(rp.organizationId, rp.amount - still);
      }
      rp.state = 'reversed';
      return;
    }

    case 'order': {
      const c = pick(op.any ? s.campaigns : targetCampaigns(s), op.c);
      if (!c) return;
      const ended = c.finalId !== null;
      // Gifts are redeemed only once the deposit is paid (or, late, on a settled campaign).
      if (!ended && statusOf(s.invoice(c.depositId).money) !== 'paid') return;
      const terms = {
        orderId: s.next('order'),
        campaignId: c.id,
        sellerOrganizationId: SELLER,
        priceRappen: op.price,
        shippingRappen: op.shipping,
        feeSellerPercent: op.feeHundredths / 100,
        vatRateBasisPoints: op.vat,
      };
      const plan = planOrderPlaced(s.next('order-placed'), terms);
      const { booked } = s.book(plan);
      const a = orderAmounts(terms);
      s.orders.push({
        id: terms.orderId,
        number: `${s.orders.length + 1}`,
        campaignId: c.id,
        placed: { id: booked.id, postings: plan.postings },
        spentRappen: a.spentRappen,
        feeRappen: a.feeRappen,
        earningRappen: a.earningRappen,
        state: 'placed',
        billed: false,
      });
      if (ended) lateSpend(s, c);

      const spent = op.price + op.shipping;
      const fee = Reference.fee(spent, op.feeHundredths);
      ref.orders.set(terms.orderId, { spent, fee });
      ref.add(ref.pending, SELLER, spent - fee);
      ref.income += fee;
      ref.add(ref.spent, c.id, spent);
      if (ended) ref.lateSpend(c.organizationId, c.finalId!, spent);
      else ref.add(ref.held, c.id, -spent);
      return;
    }

    case 'done': {
      const o = pick(
        s.orders.filter((x) => x.state === 'placed'),
        op.o,
      );
      if (!o) return;
      s.book(planOrderDone(s.next('order-done'), SELLER, o.earningRappen));
      o.state = 'done';

      const ro = ref.orders.get(o.id)!;
      const earning = ro.spent - ro.fee;
      ref.add(ref.pending, SELLER, -earning);
      ref.add(ref.payable, SELLER, earning);
      return;
    }

    case 'cancel': {
      const o = pick(
        s.orders.filter((x) => x.state === 'placed'),
        op.o,
      );
      if (!o) return;
      const c = s.campaigns.find((x) => x.id === o.campaignId)!;
      s.book(planOrderCanceled(s.next('order-canceled'), o.placed));
      o.state = 'canceled';
      if (c.finalId) lateSpend(s, c);

      const ro = ref.orders.get(o.id)!;
      ref.add(ref.pending, SELLER, -(ro.spent - ro.fee));
      ref.income -= ro.fee;
      ref.add(ref.spent, c.id, -ro.spent);
      if (c.finalId) ref.lateSpend(c.organizationId, c.finalId, -ro.spent);
      else ref.add(ref.held, c.id, ro.spent);
      return;
    }

    case 'end': {
      const c = pick(
        s.campaigns.filter((x) => !x.finalId),
        op.c,
      );
      if (!c) return;
      const deposit = s.invoice(c.depositId);
      const fin = s.insertInvoice('finalBilling', c.organizationId, c.id);
      c.finalId = fin.id;
      const spent = s.orders
        .filter((o) => o.campaignId === c.id && o.state !== 'canceled')
        .reduce((sum, o) => sum + o.spentRappen, 0);
      const planned = planFinalBilling({
        key: s.next('final'),
        campaignId: c.id,
        organizationId: c.organizationId,
        finalInvoiceId: fin.id,
        depositInvoiceId: deposit.id,
        deposit: deposit.money,
        prepaidBalanceRappen: s.balance(accounts.prepaid(c.id)),
        spentRappen: spent,
        feeGiverPercent: c.terms.feeGiverPercent,
        baseFeeGiverRappen: c.terms.baseFeeGiverRappen,
        vatRateBasisPoints: c.terms.vatRateBasisPoints,
      });
      for (const t of planned.transactions) s.book(t);

      const dep = ref.inv(deposit.id);
      const paid = Reference.paid(dep);
      if (paid < dep.amount) {
        dep.amount = paid;
        ref.touch(dep);
      }
      const refSpent = ref.spent.get(c.id) ?? 0;
      const t = ref.terms.get(c.id)!;
      const fee = Reference.fee(refSpent, t.feeHundredths);
      const fees = fee + t.base + Reference.vat(fee + t.base, t.vat);
      const rest = paid - refSpent - fees;
      ref.income += fees;
      ref.add(ref.credit, c.organizationId, Math.max(0, rest));
      ref.invoices.set(fin.id, {
        type: 'finalBilling',
        organizationId: c.organizationId,
        amount: Math.max(0, -rest),
        byPayment: 0,
        byCredit: 0,
        byOffset: 0,
        reopened: false,
      });
      ref.held.set(c.id, 0);
      same('credit kept', planned.creditKeptRappen, Math.max(0, rest));
      same('final billing amount', planned.amountRappen, Math.max(0, -rest));
      return;
    }

    case 'payoutRequest': {
      const organizationId = ORGS[op.org];
      const available =
        Math.max(0, ref.credit.get(organizationId) ?? 0) + Math.max(0, ref.payable.get(organizationId) ?? 0);
      const wanted = op.permille === null ? undefined : Math.floor((available * op.permille) / 1000);
      const invoiceId = `payout-${s.journal.length}`;
      const planned = planPayoutRequest({
        key: s.next('payout-request'),
        invoiceId,
        organizationId,
        creditRappen: s.credit(organizationId),
        payableRappen: -s.balance(accounts.payable(organizationId)),
        amountRappen: wanted,
      });
      const amount = wanted ?? available;
      if (amount <= 0 || amount > available) {
        same(`payout of ${amount} of ${available} refused`, planned === null, true);
        return;
      }
      same('payout amount', planned?.amountRappen ?? 0, amount);
      const inv: ServiceInvoice = {
        id: invoiceId,
        type: 'payout',
        organizationId,
        campaignId: null,
        money: emptyInvoiceMoney('payout'),
      };
      s.invoices.push(inv);
      s.book(planned!.transaction);

      const fromCredit = Math.min(amount, Math.max(0, ref.credit.get(organizationId) ?? 0));
      ref.add(ref.credit, organizationId, -fromCredit);
      ref.add(ref.payable, organizationId, -(amount - fromCredit));
      ref.invoices.set(invoiceId, {
        type: 'payout',
        organizationId,
        amount,
        byPayment: 0,
        byCredit: 0,
        byOffset: 0,
        reopened: false,
      });
      ref.paidOut.set(invoiceId, 0);
      return;
    }

    case 'paidOut': {
      const inv = pick(
        s.invoices.filter((x) => x.type === 'payout' && (op.any || statusOf(x.money) === 'open')),
        op.i,
      );
      if (!inv) return;
      const r = ref.inv(inv.id);
      const already = (ref.paidOut.get(inv.id) ?? 0) > 0;
      const body: InvoiceStatusBody = { status: 'paidOut', reason };
      // Nothing is paid out twice: the second request is refused.
      expectRefusal(
        `paidOut of ${inv.id}`,
        () => decideStatusChange({ type: inv.type, money: inv.money }, body),
        already ? 409 : null,
      );
      if (already) return;
      const decision = decideStatusChange({ type: inv.type, money: inv.money }, body);
      if (decision.action !== 'paidOut') throw new Error('a payout was asked for');
      same('paid out', decision.amountRappen, r.amount);
      s.book(
        planPaidOut({
          key: s.next('paid-out'),
          invoiceId: inv.id,
          amountRappen: decision.amountRappen,
          byUserId: 'admin',
          reason,
        }),
      );

      ref.bank -= r.amount;
      r.byPayment += r.amount;
      ref.paidOut.set(inv.id, (ref.paidOut.get(inv.id) ?? 0) + r.amount);
      return;
    }

    case 'reopen': {
      const inv = pick(
        op.any ? s.invoices : s.invoices.filter((x) => x.money.paidByPaymentRappen + x.money.paidByCreditRappen > 0),
        op.i,
      );
      if (!inv) return;
      const r = ref.inv(inv.id);
      const allowed = r.type !== 'payout' && r.byPayment + r.byCredit > 0 && r.amount > 0;
      const body: InvoiceStatusBody = { status: 'reopened', reason };
      expectRefusal(
        `reopen of ${inv.id}`,
        () => decideStatusChange({ type: inv.type, money: inv.money }, body),
        allowed ? null : 409,
      );
      if (!allowed) return;
      const moved = inv.money.paidByPaymentRappen;
      s.book(
        planReopen({
          key: s.next('reopen'),
          invoiceId: inv.id,
          organizationId: inv.organizationId,
          money: inv.money,
          byUserId: 'admin',
          reason,
        }),
      );
      // Its bank payments wait unassigned again (oldest first), each with its share of what went to suspense:
      // min(applied, what is left), since a lowered amount or a capped reversal may have left the invoice less
      // bank money than their applied parts add up to. The rest of each is credit of the organisation it keeps,
      // which a reversal of the payment takes back.
      let left = moved;
      for (const p of s.payments.filter((x) => x.state === 'assigned' && x.invoiceId === inv.id)) {
        const part = Math.min(p.appliedRappen, left);
        left -= part;
        Object.assign(p, { state: 'unassigned', inSuspenseRappen: part, invoiceId: null, appliedRappen: 0 });
      }

      ref.suspense += r.byPayment;
      ref.add(ref.credit, r.organizationId, r.byCredit);
      let rest = r.byPayment;
      for (const rp of ref.payments.values()) {
        if (rp.state !== 'assigned' || rp.invoiceId !== inv.id) continue;
        const part = Math.min(rp.applied, rest);
        rest -= part;
        Object.assign(rp, { state: 'unassigned', inSuspense: part, invoiceId: null, applied: 0 });
      }
      r.byPayment = 0;
      r.byCredit = 0;
      r.reopened = true;
      return;
    }

    case 'correct': {
      // A payout's or an order billing's amount is not corrected (api/correct-invoice-amount.ts answers 409).
      const inv = pick(
        s.invoices.filter((x) => x.type !== 'payout' && x.type !== 'orderBilling'),
        op.i,
      );
      if (!inv) return;
      const c = inv.type === 'deposit' ? s.campaigns.find((x) => x.depositId === inv.id)! : null;
      // An unsettled deposit's difference is its campaign's (prepaid). A settled one is not corrected here: its
      // prepaid is swept to zero by the final billing, a difference booked there would wait for the next late order.
      if (c?.finalId) return;
      s.book(
        planAmountChange({
          key: s.next('correction'),
          kind: 'amountCorrected',
          invoiceId: inv.id,
          organizationId: inv.organizationId,
          money: inv.money,
          newAmountRappen: op.amount,
          counterAccount: c ? accounts.prepaid(c.id) : accounts.adjustments,
          byUserId: 'admin',
          reason,
        }),
      );

      const r = ref.inv(inv.id);
      if (c) ref.add(ref.held, c.id, op.amount - r.amount);
      else ref.adjustments -= op.amount - r.amount;
      ref.setAmount(r, op.amount);
      return;
    }

    case 'manual': {
      const organizationId = ORGS[op.org];
      const inv = s.insertInvoice('manual', organizationId);
      s.book(
        planManualInvoice({
          key: s.next('manual'),
          invoiceId: inv.id,
          lines: op.lines.map((l, n) => ({ text: `line ${n}`, amountRappen: l })),
          vatRateBasisPoints: op.vat,
          byUserId: 'admin',
          reason,
        }).transaction,
      );

      const net = op.lines.reduce((sum, l) => sum + l, 0);
      const amount = net + (op.vat === null ? 0 : Reference.vat(net, op.vat));
      ref.income += amount;
      ref.invoices.set(inv.id, {
        type: 'manual',
        organizationId,
        amount,
        byPayment: 0,
        byCredit: 0,
        byOffset: 0,
        reopened: false,
      });
      return;
    }

    case 'orderBilling': {
      const orders = s.orders.filter((o) => !o.billed);
      if (!orders.length) return;
      const inv = s.insertInvoice('orderBilling', SELLER);
      s.book(
        planOrderBilling({
          key: s.next('order-billing'),
          invoiceId: inv.id,
          orders: orders.map((o) => ({
            orderId: o.id,
            number: o.number,
            productName: 'gift',
            spentRappen: o.spentRappen,
            feeRappen: o.feeRappen,
            canceled: o.state === 'canceled',
          })),
        }).transaction,
      );
      for (const o of orders) o.billed = true;

      const fees = orders.filter((o) => o.state !== 'canceled').reduce((sum, o) => sum + ref.orders.get(o.id)!.fee, 0);
      ref.invoices.set(inv.id, {
        type: 'orderBilling',
        organizationId: SELLER,
        amount: fees,
        byPayment: 0,
        byCredit: 0,
        byOffset: fees,
        reopened: false,
      });
      return;
    }

    case 'retry': {
      const last = s.journal[s.journal.length - 1];
      if (!last) return;
      const before = s.journal.length;
      if (!op.tamper) {
        // A retry of the same request is the same transaction: nothing new is booked.
        const again = s.book(last.plan);
        same(`${last.plan.key} retried is a replay`, again.replay && again.booked === last, true);
      } else {
        // Another request under the same key is refused, never booked.
        const other = {
          ...last.plan,
          postings: [
            ...last.plan.postings,
            { account: accounts.bank, amountRappen: 1 },
            { account: accounts.adjustments, amountRappen: -1 },
          ],
        };
        let refused = false;
        try {
          s.book(other);
        } catch (err) {
          refused = err instanceof IdempotencyConflict;
        }
        same(`${last.plan.key} with other content refused`, refused, true);
      }
      same('transactions after a retry', s.journal.length, before);
      return;
    }
  }
}

/** A settled campaign's prepaid balance moved (a late order or cancellation): swept as the service does. */
function lateSpend(s: Service, c: ServiceCampaign) {
  const plan = planLateSpend({
    key: s.next('late'),
    campaignId: c.id,
    organizationId: c.organizationId,
    finalInvoiceId: c.finalId!,
    prepaidBalanceRappen: s.balance(accounts.prepaid(c.id)),
    creditRappen: s.credit(c.organizationId),
  });
  if (plan) s.book(plan);
}

// ---------------------------------------------------------------------------------------------------------------
// What must hold after every step (plain comparisons: `expect` in this loop would cost most of the run)

class Broken extends Error {}

/** Equal numbers (a -0 of a negated zero counts as 0), else the property fails naming what differs. */
function same(what: string, actual: number | string | boolean, expected: number | string | boolean) {
  const a = typeof actual === 'number' ? actual + 0 : actual;
  const e = typeof expected === 'number' ? expected + 0 : expected;
  if (a !== e) throw new Broken(`${what}: ${String(a)}, expected ${String(e)}`);
}

function check(s: Service, ref: Reference) {
  // Every transaction sums to zero in whole Rappen; so does the whole journal.
  let journalSum = 0;
  const all: Posting[] = [];
  for (const { plan } of s.journal) {
    let sum = 0;
    for (const p of plan.postings) {
      same(`${plan.key} ${p.account} in whole Rappen`, Number.isSafeInteger(p.amountRappen), true);
      sum += p.amountRappen;
      all.push(p);
      // A posting on an invoice's own account is on a transaction about that invoice, so its fold sees it.
      const kind = kindOf(p.account);
      if (kind === 'receivable' || kind === 'payout')
        same(`${plan.key} posts to ${p.account}`, p.account.slice(kind.length + 1), plan.invoiceId ?? '');
    }
    same(`${plan.key} sums to`, sum, 0);
    journalSum += sum;
  }
  same('the journal sums to', journalSum, 0);

  // Every account's kept total equals the sum of its postings.
  const fromPostings = balancesOf(all);
  const kept = new Map([...s.kept].map(([k, t]) => [k, t.debits - t.credits]));
  for (const account of new Set([...kept.keys(), ...fromPostings.keys()]))
    same(`kept total of ${account}`, kept.get(account) ?? 0, fromPostings.get(account) ?? 0);

  // What the platform owes is never a debit.
  for (const [account, balance] of kept)
    if ((creditOnlyKinds as readonly string[]).includes(kindOf(account)))
      same(`${account} (${balance}) is a debit`, balance > 0, false);

  // Every balance is what the reference model computed by plain arithmetic.
  const actual = new Map<string, number>();
  for (const [account, balance] of kept) {
    const key = account === accounts.fees || account === accounts.vat ? 'fees+vat' : account;
    actual.set(key, (actual.get(key) ?? 0) + balance);
  }
  const expected = ref.expectedBalances();
  for (const key of new Set([...actual.keys(), ...expected.keys()]))
    same(`balance of ${key}`, actual.get(key) ?? 0, expected.get(key) ?? 0);

  // Each invoice's fold and status match the reference; its own account holds what it still asks for.
  for (const inv of s.invoices) {
    const r = ref.inv(inv.id);
    const m = inv.money;
    same(`${inv.id} amount`, m.amountRappen, r.amount);
    same(`${inv.id} paid by payment`, m.paidByPaymentRappen, r.byPayment);
    same(`${inv.id} paid by credit`, m.paidByCreditRappen, r.byCredit);
    same(`${inv.id} paid by offset`, m.paidByOffsetRappen, r.byOffset);
    same(`${inv.id} status`, statusOf(m), Reference.status(r));
    const own = inv.type === 'payout' ? -s.balance(accounts.payout(inv.id)) : s.balance(accounts.receivable(inv.id));
    same(`${inv.id} own account`, own, openOf(m));
  }

  // Nothing is paid out twice: a request's payouts never exceed its amount.
  for (const [id, paid] of ref.paidOut) same(`${id} paid out at most its amount`, paid <= ref.inv(id).amount, true);
}

function run(ops: readonly Op[]) {
  const s = new Service();
  const ref = new Reference();
  for (const op of ops) {
    step(s, ref, op);
    check(s, ref);
  }
}

describe('the journal replays random histories against a reference model (issue 19)', () => {
  it('balances every transaction and account, never owes a debit, pays out once and derives every status', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60, size: 'max' }), (ops) => {
        run(ops);
      }),
      { numRuns: Number(process.env.LEDGER_RUNS ?? 400) },
    );
  });
});
