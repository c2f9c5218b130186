import { randomBytes } from 'node:crypto';
import type { ExchangeRates } from '@common/money/money';
import {
  RegistryError,
  type AgreedFee,
  type CheckResult,
  type Contact,
  type CreateCommand,
  type DomainInfo,
  type HostInfo,
  type PollMessage,
  type RegistryGateway,
  type RenewalFees,
  type RestoreReport,
  type RgpStatus,
  type TldPolicy,
  type TransferCommand,
  type TransferResult,
  type UnavailableReason,
  type UpdateCommand,
} from '../registry-gateway';
import * as commands from './commands';
import { EppCommandError, EppConnectionError } from './epp-result';
import type { EppSessionPool } from './pool';
import {
  readContactCreate,
  readContactInfo,
  readDomainCheck,
  readFeeCheck,
  type DomainCheckItem,
  type FeeCheckItem,
  readDomainCreate,
  readDomainInfo,
  readDomainRenew,
  readDomainTransfer,
  readHostCheck,
  readHostCreate,
  readHostInfo,
  readPollMessage,
  readRgpUpdate,
  type EppDomainInfo,
  type EppPollMessage,
} from './responses';
import { idnLangTag, isIdnName } from './idn-lang';
import type { CommandOutcome, EppSession } from './session';
import { NS, type XmlNode } from './xml';

/**
 * The shop's registry gateway over EPP (decision 045): the same interface as the sandbox, with
 * each method a short sequence of EPP commands on a pooled session. A transform whose reply was
 * lost is resolved with domain:info before the error is passed on, so a create or renew is never
 * sent twice. Policies come from configuration, as EPP has no command for them.
 */

export interface TransformRecord {
  command: string;
  name: string;
  clTRID: string;
  svTRID: string | null;
  code: number;
}

export interface EppRegistryOptions {
  pool: EppSessionPool;
  /** The login (clID): names it sponsors are ours. */
  clientId: string;
  /** Per-TLD policy, as published by the registry. */
  policies: Record<string, TldPolicy>;
  /** Names per domain:check; the first batch is smaller so the first answers come early. */
  checkBatchSize?: number;
  firstCheckBatchSize?: number;
  /** Each transform's clTRID and svTRID, for the order it belongs to; awaited, so it is stored before the caller goes on. */
  onTransform?: (record: TransformRecord) => void | Promise<void>;
  /** The currency the registry bills in (the fee extension's amounts); EUR unless configured (decision 070). */
  currency?: 'EUR' | 'USD' | 'GBP';
  /** The shop's exchange rates now (units per euro); needed when `currency` is not EUR. */
  exchangeRates?: () => Promise<ExchangeRates>;
}

/** A registry's amount (minor units of `currency`) in euro cents, or null when it is not in the registry's currency. */
export type ToEuro = (amount: number, currency: string | null) => number | null;

/** Amounts of a registry billing in euro. */
const euroOnly: ToEuro = (amount, currency) => (currency?.toUpperCase() === 'EUR' ? amount : null);

/**
 * Amounts of a registry billing in `billed`, in euro cents at `ratePerEuro` (its units per euro),
 * rounded up to the cent: the shop's price covers the registry's (decision 070).
 */
export function toEuroAt(billed: string, ratePerEuro: number): ToEuro {
  if (billed === 'EUR') return euroOnly;
  // The small epsilon keeps a float quotient such as 110 / 1.1 = 100.00000000000001 at 100.
  return (amount, currency) => (currency?.toUpperCase() === billed ? Math.ceil(amount / ratePerEuro - 1e-9) : null);
}

/**
 * The agreed fee of a line in the registry's currency (decision 070): the euro amount the customer
 * paid, converted at the lower of the rate of the payment and today's rate (units per euro), rounded
 * down. So it is never more than the payment's conversion, and never costs the shop more euro
 * today than the customer paid; a registry whose price is then above it refuses (2004), and the
 * line is refunded as price changed.
 */
export function agreedInRegistryCurrency(amountEur: number, billed: string, rateNow: number, rateAtPayment: number | undefined): number {
  if (billed === 'EUR') return amountEur;
  const rate = Math.min(rateNow, rateAtPayment ?? rateNow);
  return Math.floor(amountEur * rate + 1e-9);
}

const SANDBOX_REASONS = new Set<UnavailableReason>(['registered', 'reserved', 'redemption', 'pending-delete', 'unsupported-tld', 'policy']);

/** A registry's free-text reason (RFC 5731 §3.1.1) as the shop's reason. */
export function unavailableReason(reason: string | null): UnavailableReason {
  const text = (reason ?? '').trim().toLowerCase();
  if (SANDBOX_REASONS.has(text as UnavailableReason)) return text as UnavailableReason;
  if (/reserved|blocked/.test(text)) return 'reserved';
  if (/pending ?delete/.test(text)) return 'pending-delete';
  if (/redemption|restore/.test(text)) return 'redemption';
  if (/not (supported|served|authori[sz]ed)|unsupported|unknown (tld|zone)/.test(text)) return 'unsupported-tld';
  if (/policy|invalid|not allowed|syntax/.test(text)) return 'policy';
  return 'registered';
}

export function createEppRegistry(options: EppRegistryOptions): RegistryGateway {
  return new EppRegistry(options);
}

/**
 * A check's answers with the registry's price class (RFC 8748): a name of the standard class, or
 * without fee data, sells at the shop's price list; a name of any other class (premium …) at the
 * registry's one-year create and renew fees. A name of such a class whose fees are not given in
 * euro is reported unavailable (policy), so it is never sold at the standard price.
 */
export function checkResults(items: DomainCheckItem[], fees: Map<string, FeeCheckItem>, toEuro: ToEuro = euroOnly): CheckResult[] {
  return items.map((item): CheckResult => {
    if (!item.available) return { name: item.name, available: false, reason: unavailableReason(item.reason) };
    const fee = fees.get(item.name);
    if (!fee || fee.priceClass === null || fee.priceClass === 'standard') return { name: item.name, available: true };
    const create = fee.create === undefined ? null : toEuro(fee.create, fee.currency);
    const renew = fee.renew === undefined ? null : toEuro(fee.renew, fee.currency);
    if (fee.available && create !== null)
      return { name: item.name, available: true, premium: { registerPrice: create, renewPrice: renew ?? create } };
    return { name: item.name, available: false, reason: 'policy' };
  });
}

/**
 * A name's renewal and restore fees from the fee check (decision 070): only outside the standard
 * class, and only a renew fee in euro counts (a premium name without one is renewed at the list's
 * price, and a registry that charges more refuses the fee: refunded as price changed).
 */
export function renewalFeesOf(fee: FeeCheckItem, toEuro: ToEuro = euroOnly): RenewalFees | null {
  if (fee.priceClass === null || fee.priceClass === 'standard' || !fee.available) return null;
  const renew = fee.renew === undefined ? null : toEuro(fee.renew, fee.currency);
  if (renew === null) return null;
  return { renew, restore: fee.restore === undefined ? null : toEuro(fee.restore, fee.currency) };
}

class EppRegistry implements RegistryGateway {
  readonly kind = 'epp' as const;

  /**
   * Creates whose outcome stayed unknown (no reply, and info did not find the name yet: a slow
   * registry may still carry it out), by name with the auth code sent. The next create of the name
   * asks info first and takes a name it finds ours with that code as its own, so the create is not
   * sent twice (decision 059). Kept in memory: after a restart the registry's 2302 and the auth
   * code settle it in the registration job instead.
   */
  private readonly unsettledCreates = new Map<string, string>();

  constructor(private readonly options: EppRegistryOptions) {}

  async policy(tld: string): Promise<TldPolicy | null> {
    return this.options.policies[tld.toLowerCase()] ?? null;
  }

  async *check(names: readonly string[]): AsyncIterable<CheckResult> {
    const unique = [...new Set(names.map((name) => name.toLowerCase()))];
    const first = this.options.firstCheckBatchSize ?? 20;
    const size = this.options.checkBatchSize ?? 50;
    const batches: string[][] = [];
    for (let i = 0; i < unique.length;) {
      const take = batches.length === 0 ? first : size;
      batches.push(unique.slice(i, i + take));
      i += take;
    }
    // Batches run side by side (the pool bounds how many); answers are yielded as they come.
    const pending = new Map<number, Promise<{ index: number; results: CheckResult[] }>>();
    batches.forEach((batch, index) =>
      pending.set(
        index,
        this.query((session) =>
          // The price of each name with the check, where the registry speaks the fee extension (RFC 8748; decision 064).
          session.execute(commands.domainCheck(batch, session.supportsExtension(NS.fee) ? { fee: { currency: this.currency } } : {})),
        ).then(async (outcome) => {
          const fees = readFeeCheck(outcome.response);
          // Rates are read only when a registry billing in another currency answered with fees.
          const toEuro = fees.size > 0 ? await this.toEuro() : euroOnly;
          return { index, results: checkResults(readDomainCheck(outcome.response), fees, toEuro) };
        }),
      ),
    );
    try {
      while (pending.size > 0) {
        const { index, results } = await Promise.race(pending.values());
        pending.delete(index);
        yield* results;
      }
    } finally {
      // A consumer that stops early leaves no unhandled rejections behind.
      for (const promise of pending.values()) promise.catch(() => undefined);
    }
  }

  async info(name: string): Promise<DomainInfo | null> {
    return this.describe(name, undefined);
  }

  async infoWithAuth(name: string, authInfo: string): Promise<DomainInfo | null> {
    return this.describe(name, authInfo);
  }

  async create(command: CreateCommand): Promise<{ createdAt: Date; expiresAt: Date }> {
    const name = command.name.toLowerCase();
    const unsettled = this.unsettledCreates.get(name);
    if (unsettled !== undefined) {
      const info = await this.fetchInfo(name);
      this.unsettledCreates.delete(name);
      const ours = info && info.clientId === this.options.clientId && info.authInfo === unsettled && unsettled === command.authInfo;
      if (ours && info.createdAt && info.expiresAt) return { createdAt: info.createdAt, expiresAt: info.expiresAt };
      // Not there, or not ours with that code: this create is sent (a registry refuses a second one with 2302).
    }
    const agreed = await this.agreedFee(name, 'create', command.periodYears, command.fee);
    const registrant = await this.createContact(command.registrant);
    try {
      const outcome = await this.transform(
        'create',
        name,
        (session) =>
          session.execute(
            commands.domainCreate({
              name,
              periodYears: command.periodYears,
              nameservers: command.nameservers,
              registrant,
              contacts: [],
              authInfo: command.authInfo,
              extensions: [
                // The IDN language tag, where the registry offers the extension (domain-rules.md §4).
                ...(command.idnLanguage && isIdnName(name) && session.supportsExtension(NS.idnLang)
                  ? [idnLangTag(command.idnLanguage)]
                  : []),
                ...(agreed ? [agreed] : []),
              ],
            }),
          ),
        agreed !== null,
      );
      const created = readDomainCreate(outcome.response);
      if (created.expiresAt) return { createdAt: created.createdAt, expiresAt: created.expiresAt };
      const info = await this.fetchInfo(name);
      return { createdAt: created.createdAt, expiresAt: info?.expiresAt ?? created.createdAt };
    } catch (error) {
      if (!(error instanceof EppConnectionError && error.outcomeUnknown)) throw error;
      // The reply was lost: the registry decides whether the create happened.
      const info = await this.fetchInfo(name);
      if (info && info.clientId === this.options.clientId && info.registrant === registrant && info.createdAt && info.expiresAt)
        return { createdAt: info.createdAt, expiresAt: info.expiresAt };
      // Not (yet) there: a registry that answers late may still carry it out.
      if (!info) this.unsettledCreates.set(name, command.authInfo);
      throw error;
    }
  }

  async renew(command: { name: string; currentExpiry: Date; periodYears: number; fee?: AgreedFee }): Promise<{ expiresAt: Date }> {
    const name = command.name.toLowerCase();
    const agreed = await this.agreedFee(name, 'renew', command.periodYears, command.fee);
    try {
      const outcome = await this.transform(
        'renew',
        name,
        (session) => session.execute(commands.domainRenew(name, command.currentExpiry, command.periodYears, agreed ? [agreed] : [])),
        agreed !== null,
      );
      const renewed = readDomainRenew(outcome.response);
      if (renewed.expiresAt) return { expiresAt: renewed.expiresAt };
      const info = await this.fetchInfo(name);
      if (!info?.expiresAt) throw new RegistryError(2400, `the registry did not say when ${name} now expires`);
      return { expiresAt: info.expiresAt };
    } catch (error) {
      if (!(error instanceof EppConnectionError && error.outcomeUnknown)) throw error;
      // Lost reply: an expiry past the one renewed from means the renew went through.
      const info = await this.fetchInfo(name);
      if (info?.expiresAt && info.clientId === this.options.clientId && info.expiresAt.getTime() > command.currentExpiry.getTime())
        return { expiresAt: info.expiresAt };
      throw error;
    }
  }

  async transfer(command: TransferCommand): Promise<TransferResult> {
    const name = command.name.toLowerCase();
    const parts =
      command.op === 'request'
        ? commands.domainTransfer('request', name, { authInfo: command.authInfo, periodYears: command.periodYears })
        : commands.domainTransfer(command.op, name);
    const outcome =
      command.op === 'query'
        ? await this.query((session) => session.execute(parts))
        : await this.transform(`transfer-${command.op}`, name, (session) => session.execute(parts));
    const data = readDomainTransfer(outcome.response);
    return { status: data.status, requestedAt: data.requestedAt, actBy: data.actBy, expiresAt: data.expiresAt };
  }

  async restore(
    command: { name: string; op: 'request'; fee?: AgreedFee } | { name: string; op: 'report'; report: RestoreReport },
  ): Promise<{ rgpStatus: RgpStatus | null }> {
    const name = command.name.toLowerCase();
    if (command.op === 'request') {
      // The restore fee on the request (RFC 8748 §5.2.5), as <fee:update>.
      const agreed = await this.agreedFee(name, 'restore', undefined, command.fee);
      const outcome = await this.transform(
        'restore-request',
        name,
        (session) => session.execute(commands.restoreRequest(name, agreed ? [agreed] : [])),
        agreed !== null,
      );
      return { rgpStatus: readRgpUpdate(outcome.response) };
    }
    await this.transform('restore-report', name, (session) => session.execute(commands.restoreReport(name, command.report)));
    const info = await this.fetchInfo(name);
    return { rgpStatus: info?.rgpStatuses[0] ?? null };
  }

  async update(command: UpdateCommand): Promise<void> {
    const name = command.name.toLowerCase();
    let addNs: string[] = [];
    let removeNs: string[] = [];
    if (command.nameservers) {
      const current = await this.fetchInfo(name);
      if (!current) throw new RegistryError(2303, `${name} does not exist`);
      const wanted = command.nameservers.map((ns) => ns.toLowerCase().replace(/\.$/, ''));
      addNs = wanted.filter((ns) => !current.nameservers.includes(ns));
      removeNs = current.nameservers.filter((ns) => !wanted.includes(ns));
    }
    const registrant = command.registrant ? await this.createContact(command.registrant) : undefined;
    await this.transform('update', name, (session) =>
      session.execute(
        commands.domainUpdate({
          name,
          add: { nameservers: addNs, statuses: command.addStatuses },
          remove: { nameservers: removeNs, statuses: command.removeStatuses },
          registrant,
          authInfo: command.authInfo,
          secDns: command.secDns,
        }),
      ),
    );
  }

  async delete(name: string): Promise<{ rgpStatus: RgpStatus | null }> {
    const lower = name.toLowerCase();
    await this.transform('delete', lower, (session) => session.execute(commands.domainDelete(lower)));
    // Freed at once inside the add grace period (2303 then), otherwise in redemption.
    const info = await this.fetchInfo(lower);
    return { rgpStatus: info ? (info.rgpStatuses[0] ?? 'redemptionPeriod') : null };
  }

  /**
   * A registered name's renewal and restore fees (decision 070): where the greeting offers the fee
   * extension, one `<domain:check>` per batch with `<fee:check>` for a year's renew and the restore;
   * a name outside the standard class with a usable renew fee in euro is in the map. Without the
   * extension the map is empty (the shop's list prices every renewal, as before).
   */
  async renewalFees(names: readonly string[]): Promise<Map<string, RenewalFees>> {
    const unique = [...new Set(names.map((name) => name.toLowerCase()))];
    const fees = new Map<string, RenewalFees>();
    const size = this.options.checkBatchSize ?? 50;
    const batches: string[][] = [];
    for (let i = 0; i < unique.length; i += size) batches.push(unique.slice(i, i + size));
    const answers = await Promise.all(
      batches.map((batch) =>
        this.options.pool.run(
          async (session) => {
            if (!session.supportsExtension(NS.fee)) return new Map<string, FeeCheckItem>();
            const outcome = await session.execute(
              commands.domainCheck(batch, {
                fee: { currency: this.currency, commands: [{ name: 'renew', periodYears: 1 }, { name: 'restore' }] },
              }),
            );
            return readFeeCheck(outcome.response);
          },
          { idempotent: true },
        ),
      ),
    );
    const toEuro = answers.some((answer) => answer.size > 0) ? await this.toEuro() : euroOnly;
    for (const answer of answers)
      for (const item of answer.values()) {
        const found = renewalFeesOf(item, toEuro);
        if (found) fees.set(item.name, found);
      }
    return fees;
  }

  /** EPP has no command for a registry's premium list; registries publish it elsewhere. */
  async premiumNames(): Promise<{ names: []; total: number }> {
    return { names: [], total: 0 };
  }

  /** EPP has no drop list either. */
  async releasing(): Promise<{ names: []; total: number }> {
    return { names: [], total: 0 };
  }

  async checkHosts(names: readonly string[]): Promise<Array<{ name: string; available: boolean }>> {
    if (names.length === 0) return [];
    const outcome = await this.query((session) => session.execute(commands.hostCheck(names.map((n) => n.toLowerCase()))));
    return readHostCheck(outcome.response).map(({ name, available }) => ({ name, available }));
  }

  async hostInfo(name: string): Promise<HostInfo | null> {
    let outcome: CommandOutcome;
    try {
      outcome = await this.query((session) => session.execute(commands.hostInfo(name.toLowerCase())));
    } catch (error) {
      if (error instanceof EppCommandError && error.eppCode === 2303) return null;
      throw error;
    }
    const info = readHostInfo(outcome.response);
    const superordinate = await this.superordinateDomain(info.name);
    return {
      name: info.name,
      superordinateDomain: superordinate,
      addresses: info.addresses.map((a) => a.address),
      statuses: info.statuses,
      linked: info.statuses.includes('linked'),
      sponsoredByUs: info.clientId === this.options.clientId,
      createdAt: info.createdAt ?? new Date(0),
      updatedAt: info.updatedAt ?? info.createdAt ?? new Date(0),
    };
  }

  async createHost(command: { name: string; addresses: string[] }): Promise<{ createdAt: Date }> {
    const name = command.name.toLowerCase();
    const outcome = await this.transform('host-create', name, (session) => session.execute(commands.hostCreate(name, command.addresses)));
    return { createdAt: readHostCreate(outcome.response).createdAt };
  }

  async updateHost(command: { name: string; addAddresses?: string[]; removeAddresses?: string[] }): Promise<void> {
    const name = command.name.toLowerCase();
    await this.transform('host-update', name, (session) =>
      session.execute(commands.hostUpdate(name, { add: command.addAddresses, remove: command.removeAddresses })),
    );
  }

  async deleteHost(name: string): Promise<void> {
    const lower = name.toLowerCase();
    await this.transform('host-delete', lower, (session) => session.execute(commands.hostDelete(lower)));
  }

  /**
   * The oldest message of the registry's queue (poll req), as the shop's event: a transfer's
   * trnData by the side we are on, a pending action's outcome (panData), or a text-only message
   * read for its name and what happened (deletions, auto-renewals, restores). Not dequeued until ack.
   */
  async poll(): Promise<PollMessage | null> {
    const outcome = await this.query((session) => session.execute(commands.pollRequest()));
    const message = readPollMessage(outcome.response);
    if (!message) return null;
    return toPollMessage(message, this.options.clientId);
  }

  /** Dequeues a message; repeated after a lost session, as a second ack only finds it gone (2303). */
  async ack(messageId: string): Promise<void> {
    await this.query((session) => session.execute(commands.pollAck(messageId)));
  }

  // ---- helpers ----

  private query(work: (session: EppSession) => Promise<CommandOutcome>): Promise<CommandOutcome> {
    return this.options.pool.run(work, { idempotent: true });
  }

  /**
   * The fee extension on a transform (RFC 8748 §5.2, decision 068): where the registry offers it
   * and the caller says what the customer paid, the registry is asked the name's price class for
   * the command; a name outside the standard class gets `<fee:create>`, `<fee:renew>` or (restore)
   * `<fee:update>` with that amount in euro. Null: nothing to send (no fee given, the extension not
   * offered, or a name of the standard class, which the shop's price list covers).
   */
  private async agreedFee(
    name: string,
    command: commands.FeeCommand,
    periodYears: number | undefined,
    agreed: AgreedFee | undefined,
  ): Promise<XmlNode | null> {
    if (!agreed) return null;
    const billed = this.currency;
    const priced = await this.options.pool.run(
      async (session) => {
        if (!session.supportsExtension(NS.fee)) return false;
        const outcome = await session.execute(
          commands.domainCheck([name], { fee: { currency: billed, commands: [{ name: command, periodYears }] } }),
        );
        const priceClass = readFeeCheck(outcome.response).get(name)?.priceClass ?? null;
        return priceClass !== null && priceClass !== 'standard';
      },
      { idempotent: true },
    );
    if (!priced) return null;
    // In the registry's currency: the euro paid at the lower of the payment's and today's rate (decision 070).
    const amount =
      billed === 'EUR'
        ? agreed.amount
        : agreedInRegistryCurrency(agreed.amount, billed, (await this.rates())[billed], agreed.ratesAtPayment?.[billed]);
    return commands.feeTransform(command === 'restore' ? 'update' : command, { currency: billed, amount });
  }

  /** The currency the registry bills in (decision 070). */
  private get currency(): 'EUR' | 'USD' | 'GBP' {
    return this.options.currency ?? 'EUR';
  }

  private async rates(): Promise<ExchangeRates> {
    if (!this.options.exchangeRates) throw new Error(`the registry bills in ${this.currency}, and no exchange rates are given`);
    return this.options.exchangeRates();
  }

  /** The registry's amounts in euro cents at today's rates. */
  private async toEuro(): Promise<ToEuro> {
    const billed = this.currency;
    return billed === 'EUR' ? euroOnly : toEuroAt(billed, (await this.rates())[billed]);
  }

  /**
   * A transform on a pooled session; its transaction ids go to onTransform. With `feeSent`, the
   * refusal of a fee below the registry's (2004, RFC 8748 §3.8) is marked `priceChanged`.
   */
  private async transform(
    command: string,
    name: string,
    work: (session: EppSession) => Promise<CommandOutcome>,
    feeSent = false,
  ): Promise<CommandOutcome> {
    try {
      const outcome = await this.options.pool.run(work, { idempotent: false });
      await this.options.onTransform?.({
        command,
        name,
        clTRID: outcome.clTRID,
        svTRID: outcome.response.transaction.svTRID,
        code: outcome.response.code,
      });
      return outcome;
    } catch (error) {
      if (error instanceof EppCommandError && error.transaction.clTRID) {
        await this.options.onTransform?.({
          command,
          name,
          clTRID: error.transaction.clTRID,
          svTRID: error.transaction.svTRID,
          code: error.eppCode,
        });
      }
      if (error instanceof EppCommandError && feeSent && error.eppCode === 2004 && isFeeCommand(command)) error.priceChanged = true;
      throw error;
    }
  }

  private async fetchInfo(name: string, authInfo?: string): Promise<EppDomainInfo | null> {
    try {
      const outcome = await this.query((session) => session.execute(commands.domainInfo(name, { hosts: 'all', authInfo })));
      return readDomainInfo(outcome.response);
    } catch (error) {
      if (error instanceof EppCommandError && error.eppCode === 2303) return null;
      throw error;
    }
  }

  private async describe(name: string, authInfo: string | undefined): Promise<DomainInfo | null> {
    const info = await this.fetchInfo(name.toLowerCase(), authInfo);
    if (!info) return null;
    const sponsoredByUs = info.clientId === this.options.clientId;
    const registrant = info.registrant && (sponsoredByUs || authInfo !== undefined) ? await this.contact(info.registrant) : null;
    let pendingTransfer: DomainInfo['pendingTransfer'] = null;
    if (info.statuses.includes('pendingTransfer')) {
      try {
        const data = readDomainTransfer(
          (await this.query((session) => session.execute(commands.domainTransfer('query', info.name)))).response,
        );
        if (data.status === 'pending')
          pendingTransfer = { requestedBy: data.requestedBy, requestedAt: data.requestedAt, actBy: data.actBy };
      } catch (error) {
        if (!(error instanceof EppCommandError)) throw error;
      }
    }
    const createdAt = info.createdAt ?? new Date(0);
    return {
      name: info.name,
      registrar: { id: info.clientId, name: info.clientId, ianaId: null, url: '', abuseEmail: '', abusePhone: '' },
      sponsoredByUs,
      statuses: info.statuses,
      rgpStatus: info.rgpStatuses[0] ?? null,
      createdAt,
      updatedAt: info.updatedAt ?? createdAt,
      expiresAt: info.expiresAt ?? createdAt,
      transferredAt: info.transferredAt,
      nameservers: info.nameservers,
      hosts: sponsoredByUs ? info.hosts : undefined,
      registrant,
      authInfo: sponsoredByUs ? info.authInfo : null,
      idnLanguage: null,
      pendingTransfer,
      dsData: info.dsData,
    };
  }

  private async contact(id: string): Promise<Contact | null> {
    try {
      const info = readContactInfo((await this.query((session) => session.execute(commands.contactInfo(id)))).response);
      const postal = info.postalInfo.find((p) => p.type === 'loc') ?? info.postalInfo[0];
      if (!postal) return null;
      return {
        handle: info.id,
        name: postal.name,
        org: postal.org,
        street: postal.street,
        city: postal.city,
        stateOrProvince: postal.stateOrProvince,
        postalCode: postal.postalCode ?? '',
        countryCode: postal.countryCode,
        phone: info.voice ?? '',
        email: info.email,
      };
    } catch (error) {
      if (error instanceof EppCommandError && (error.eppCode === 2303 || error.eppCode === 2201)) return null;
      throw error;
    }
  }

  /** contact:create with a fresh id; `loc` postal info, as the shop's data is UTF-8. */
  private async createContact(data: Omit<Contact, 'handle'>): Promise<string> {
    const id = `C${randomBytes(8).toString('hex').toUpperCase().slice(0, 14)}`;
    const ascii = [data.name, data.org ?? '', ...data.street, data.city, data.stateOrProvince ?? '', data.postalCode].every((value) =>
      /^[\x20-\x7e]*$/.test(value),
    );
    const outcome = await this.transform('contact-create', id, (session) =>
      session.execute(
        commands.contactCreate({
          id,
          postalInfo: {
            type: ascii ? 'int' : 'loc',
            name: data.name,
            org: data.org,
            street: data.street,
            city: data.city,
            stateOrProvince: data.stateOrProvince,
            postalCode: data.postalCode,
            countryCode: data.countryCode,
          },
          voice: data.phone,
          email: data.email,
          authInfo: contactAuthInfo(),
        }),
      ),
    );
    return readContactCreate(outcome.response).id;
  }

  /** A host's superordinate domain is the registered name it sits under, if any (RFC 5732 §1.1). */
  private async superordinateDomain(hostName: string): Promise<string | null> {
    const labels = hostName.split('.');
    for (let i = 1; i < labels.length - 1; i += 1) {
      const candidate = labels.slice(i).join('.');
      if (!(await this.policy(labels.at(-1) ?? ''))) return null;
      if (await this.fetchInfo(candidate)) return candidate;
    }
    return null;
  }
}

/** The transforms the fee extension is sent on. */
function isFeeCommand(command: string): boolean {
  return command === 'create' || command === 'renew' || command === 'restore-request';
}

function contactAuthInfo(): string {
  return `${randomBytes(12).toString('base64url')}-A1`;
}

const DOMAIN_IN_TEXT =
  /(?:^|[\s"'(<])((?:xn--)?[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.(?:xn--)?[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+)(?=$|[\s"')>.,;:])/i;

/**
 * A registry's poll message as the event the sandbox would queue (decision 045). Transfers say
 * which side we are on through reID (gaining) and acID (losing): an approval is 'transfer-approved'
 * for the gaining registrar and 'transfer-completed' (the name went) for the losing one. A pending
 * action that succeeded counts as completed, one that failed as rejected: the shop's transfer
 * reader checks the registry before it moves anything. Messages with text alone are read for the
 * name and the word of what happened; anything else is 'other'.
 */
export function toPollMessage(message: EppPollMessage, clientId: string): PollMessage {
  const base = { id: message.id, queuedAt: message.queuedAt ?? new Date(), message: message.text ?? '' };
  const transfer = message.transfer;
  if (transfer) {
    const gaining = transfer.requestedBy === clientId;
    const kind: PollMessage['kind'] =
      transfer.status === 'pending'
        ? 'transfer-requested'
        : transfer.status === 'clientRejected'
          ? 'transfer-rejected'
          : transfer.status === 'clientCancelled' || transfer.status === 'serverCancelled'
            ? 'transfer-cancelled'
            : gaining && transfer.status === 'clientApproved'
              ? 'transfer-approved'
              : 'transfer-completed';
    return { ...base, name: transfer.name, kind };
  }
  if (message.pendingAction) {
    return {
      ...base,
      name: message.pendingAction.name || null,
      kind: message.pendingAction.succeeded ? 'transfer-completed' : 'transfer-rejected',
    };
  }
  const text = message.text ?? '';
  const name = DOMAIN_IN_TEXT.exec(text)?.[1]?.toLowerCase().replace(/\.$/, '') ?? null;
  const lower = text.toLowerCase();
  const kind: PollMessage['kind'] = /\b(purged|deleted|deletion)\b/.test(lower)
    ? 'deleted'
    : /auto-?renew/.test(lower)
      ? 'auto-renewed'
      : /\brestored\b/.test(lower)
        ? 'restored'
        : /transfer/.test(lower) && /\b(rejected|denied|nacked)\b/.test(lower)
          ? 'transfer-rejected'
          : /transfer/.test(lower) && /\b(cancelled|canceled|withdrawn)\b/.test(lower)
            ? 'transfer-cancelled'
            : /transfer/.test(lower) && /\b(approved|completed|transferred)\b/.test(lower)
              ? 'transfer-completed'
              : /transfer/.test(lower) && /\b(requested|pending)\b/.test(lower)
                ? 'transfer-requested'
                : 'other';
  return { ...base, name, kind };
}
