import {
  designatedAgentConsent,
  REGISTRANT_CHANGE_LOCK_DAYS,
  REGISTRANT_CHANGE_VALID_DAYS,
  type OwnershipChangeBody,
  type OwnershipChangeList,
  type OwnershipConfirmationView,
  type OwnershipChangeView,
  type OwnershipInfo,
} from '@common/api/ownership.contract';
import { registrantContactSchema } from '@common/api/payment.contract';
import { parseDomainName, toDisplayName } from '@common/domain/domain-name';
import { ErrorCode } from '@common/errors/error-codes';
import type { Language } from '@common/i18n/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { RegistrantChangeRow, RegistrantParty, UserRow } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/tokens';
import { RegistryError, type DomainInfo, type RegistryGateway } from '../../registry/registry-gateway';
import { asRegistrantContact } from '../payment/current-registrants';
import { PermanentJobError, type JobHandler } from '../jobs/job-worker';
import { createPeriodicSweep } from '../jobs/periodic-sweep';
import type { JobRepository } from '../jobs/jobs.repository';
import type { SendOwnershipMail } from './ownership-mail';
import { presentChange, presentConfirmation } from './ownership.presenter';
import type { OwnershipRepository } from './ownership.repository';
import { DAY_MS } from '@common/time/durations';

export const APPLY_REGISTRANT_CHANGE_JOB = 'apply-registrant-change';
/** The registry's states in which a name's registrant can no longer change (Transfer Policy II.B: expired past renewal, being transferred). */
const CLOSED_RGP = new Set(['redemptionPeriod', 'pendingRestore', 'pendingDelete']);
const UPDATE_PROHIBITED = ['clientUpdateProhibited', 'serverUpdateProhibited'];
/** A change's history on the page: the newest this many. */
const LIST_LIMIT = 50;
/** The sweep that lapses run-out changes (and mails their parties) runs once per slot of this length (clock time). */
export const REGISTRANT_CHANGE_SWEEP_INTERVAL_MS = 60 * 60_000;
export const REGISTRANT_CHANGE_SWEEP_JOB = 'registrant-change-sweep';

/** Registry calls a user waits for: a registry that does not answer is a clear, retryable error. */
async function asked<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RegistryError && error.transient) throw new AppError(ErrorCode.RegistryUnavailable, 503);
    throw error;
  }
}

const same = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Change of registrant (ICANN Transfer Policy, part II; docs/decisions/050-change-of-registrant.md).
 * The customer who holds a name asks for a material change (name, organisation or e-mail of the
 * registrant); the prior registrant (the address the registry has) and the new registrant are each
 * mailed a link; when both confirmed before the links run out, the registrant is changed at the
 * registry by a durable job (tried at once as well), the new registrant becomes a verified contact
 * of the account, both are told, and unless the prior registrant opted out beforehand the name may
 * not move to another registrar for 60 days (`lockedUntil`, enforced by the transfer module).
 */
export function createOwnershipService(deps: {
  repository: OwnershipRepository;
  registry: Pick<RegistryGateway, 'info' | 'update'>;
  jobs: Pick<JobRepository, 'enqueue'>;
  wakeJobs: () => void;
  sendMail: SendOwnershipMail;
  /** The customer's login address and language (mails about declines and failures). */
  userMail: (userId: number) => Promise<{ login: string; language: Language } | undefined>;
  /** The language of the shop account whose login is this address, if there is one (a party's mails go out in it). */
  languageOf: (email: string) => Promise<Language | undefined>;
  /** The new registrant joins the account's contacts, its address verified by its confirmation. */
  recordContact: (userId: number, contact: { name: string; email: string }, at: Date) => Promise<void>;
  /** Re-authentication (password, and the app's code with two-factor login) before a Designated Agent's approval. */
  confirmIdentity: (user: UserRow, input: { password: string; code?: string }, client: ClientInfo) => Promise<void>;
  linkBaseUrl: string;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}) {
  const { repository, registry, clock } = deps;

  function parse(input: string): string {
    const parsed = parseDomainName(input);
    if (!parsed.ok) throw new AppError(ErrorCode.InvalidDomainName, 400, { field: 'domain' });
    return parsed.ascii;
  }

  /** The user's name, sponsored by the shop at the registry; 404 (1080) for anyone else's. */
  async function owned(userId: number, input: string): Promise<{ ascii: string; info: DomainInfo }> {
    const ascii = parse(input);
    if ((await repository.ownerOf(ascii)) !== userId) throw new AppError(ErrorCode.DomainNotOwned, 404, { field: 'domain' });
    const info = await asked(() => registry.info(ascii));
    if (!info?.sponsoredByUs) throw new AppError(ErrorCode.DomainNotOwned, 404, { field: 'domain' });
    return { ascii, info };
  }

  const link = (token: string) => `${deps.linkBaseUrl}/domain/ownership/confirm?token=${encodeURIComponent(token)}`;

  async function tellCustomer(change: RegistrantChangeRow, mail: Parameters<SendOwnershipMail>[2]): Promise<void> {
    const user = await deps.userMail(change.userId);
    if (user) deps.sendMail(user.login, user.language, mail);
  }

  /**
   * A mail to one of the parties, in that party's language: its shop account's when the address is
   * one, otherwise the language the change was asked in (the customer's).
   */
  async function tellParty(address: string, fallback: Language, mail: Parameters<SendOwnershipMail>[2]): Promise<void> {
    const language = (await deps.languageOf(address.trim().toLowerCase())) ?? fallback;
    deps.sendMail(address, language, mail);
  }

  /**
   * Lapses the changes (of one name, or all) not confirmed by both before their links ran out, and
   * tells both parties, once: only the call whose statement marked a change mails about it.
   */
  async function lapse(domain?: string): Promise<number> {
    const lapsed = await repository.lapse(clock.now(), domain);
    for (const change of lapsed) {
      const unconfirmed: RegistrantParty[] = [];
      if (!change.priorConfirmedAt) unconfirmed.push('prior');
      if (!change.newConfirmedAt) unconfirmed.push('new');
      const mail = {
        kind: 'lapsed' as const,
        domain: toDisplayName(change.domain),
        next: { name: change.newName, org: change.newOrg },
        askedAt: change.createdAt,
        expiresAt: change.expiresAt,
        unconfirmed,
      };
      await tellParty(change.priorEmail, change.language, mail);
      if (!same(change.priorEmail, change.newEmail)) await tellParty(change.newEmail, change.language, mail);
    }
    return lapsed.length;
  }

  /** The hourly sweep: one durable job per clock hour (jobs/periodic-sweep.ts). */
  const periodic = createPeriodicSweep({
    kind: REGISTRANT_CHANGE_SWEEP_JOB,
    intervalMs: REGISTRANT_CHANGE_SWEEP_INTERVAL_MS,
    clock,
    jobs: deps.jobs,
    sweep: () => lapse(),
  });

  async function fail(change: RegistrantChangeRow, failure: string): Promise<void> {
    const settled = await repository.settle(change.id, { state: 'failed', failure }, clock.now());
    if (settled) await tellCustomer(settled, { kind: 'failed', domain: toDisplayName(settled.domain) });
  }

  /**
   * Makes a confirmed change at the registry, then settles it once (a second run, the job after
   * the inline attempt or after a restart, finds it settled and does nothing). Setting the same
   * registrant again is harmless, so a run that stopped after the registry call may repeat it.
   */
  async function apply(id: number): Promise<void> {
    const change = await repository.byId(id);
    if (change?.state !== 'confirmed') return;
    const info = await registry.info(change.domain);
    if ((await repository.ownerOf(change.domain)) !== change.userId || !info?.sponsoredByUs)
      return fail(change, 'the name is no longer in the account');
    try {
      await registry.update({
        name: change.domain,
        registrant: {
          name: change.newName,
          org: change.newOrg,
          street: change.newStreet,
          city: change.newCity,
          stateOrProvince: change.newState,
          postalCode: change.newPostalCode,
          countryCode: change.newCountry,
          phone: change.newPhone,
          email: change.newEmail,
        },
      });
    } catch (error) {
      if (error instanceof RegistryError && !error.transient) return fail(change, error.message);
      throw error;
    }
    const now = clock.now();
    const lockedUntil = change.optOutTransferLock ? null : new Date(now.getTime() + REGISTRANT_CHANGE_LOCK_DAYS * DAY_MS);
    const settled = await repository.settle(id, { state: 'completed', transferLockedUntil: lockedUntil }, now);
    if (!settled) return;
    await deps.recordContact(settled.userId, { name: settled.newName, email: settled.newEmail }, now);
    // Transfer Policy II.C.2: both are told that the change was made.
    const mail = {
      kind: 'completed' as const,
      domain: toDisplayName(settled.domain),
      next: { name: settled.newName, org: settled.newOrg },
      lockedUntil,
    };
    // Approved by the Designated Agent: this is the prior registrant's first word of it, so it says who approved and when.
    await tellParty(settled.priorEmail, settled.language, { ...mail, agentApprovedAt: settled.agentApprovedAt });
    if (!same(settled.priorEmail, settled.newEmail)) await tellParty(settled.newEmail, settled.language, mail);
  }

  async function byToken(token: string): Promise<{ change: RegistrantChangeRow; party: RegistrantParty }> {
    await lapse();
    const found = await repository.byToken(sha256(token));
    if (!found) throw new AppError(ErrorCode.TokenInvalid, 404, { field: 'token' });
    return found;
  }

  const handlers: Record<string, JobHandler> = {
    [APPLY_REGISTRANT_CHANGE_JOB]: {
      async run(payload) {
        const id = Number(payload.id);
        if (!Number.isInteger(id)) throw new PermanentJobError('no change id');
        await apply(id);
      },
      async onFinalFailure(payload, error) {
        const change = await repository.byId(Number(payload.id));
        if (change?.state === 'confirmed') await fail(change, error instanceof Error ? error.message : String(error));
      },
    },
    [REGISTRANT_CHANGE_SWEEP_JOB]: periodic.handler,
  };

  /** Queues the registry step of a confirmed change (one job per change: the unique key). */
  async function enqueueApply(id: number, now: Date): Promise<void> {
    await deps.jobs.enqueue(
      { kind: APPLY_REGISTRANT_CHANGE_JOB, payload: { id }, uniqueKey: `${APPLY_REGISTRANT_CHANGE_JOB}:${id}`, maxAttempts: 8, runAt: now },
      now,
    );
  }

  return {
    handlers,
    /** Runs the registry step of a confirmed change now (the job does the same; tests). */
    apply,
    /** Lapses the run-out changes and mails their parties (the hourly sweep does the same; tests). */
    lapse,
    /** At start: records the first hourly sweep; its job then enqueues the next one. */
    schedule: () => periodic.schedule(),

    /**
     * At start: a change confirmed by both whose job was never written (the server stopped between
     * the confirmation and the enqueue) gets it now; changes with a job are left alone (unique key).
     */
    async resume(): Promise<void> {
      const now = clock.now();
      for (const id of await repository.confirmedIds()) await enqueueApply(id, now);
    },

    /** Until when the name may not move to another registrar after a change of registrant; null when it may. */
    lockedUntil: (domain: string) => repository.lockedUntil(domain, clock.now()),

    /** GET /domain/ownership/list */
    async list(userId: number): Promise<OwnershipChangeList> {
      await lapse();
      return { changes: (await repository.ofUser(userId, LIST_LIMIT)).map(presentChange) };
    },

    /** GET /domain/ownership/info/{domain} */
    async info(userId: number, input: string): Promise<OwnershipInfo> {
      const { ascii, info } = await owned(userId, input);
      if (!info.registrant) throw new AppError(ErrorCode.RegistrantChangeNotAllowed, 409, { field: 'domain' });
      await lapse(ascii);
      const [open, lockedUntil] = await Promise.all([repository.openOf(ascii), repository.lockedUntil(ascii, clock.now())]);
      return {
        domain: ascii,
        domain_utf8: toDisplayName(ascii),
        registrant: asRegistrantContact(info.registrant),
        open_change: open ? presentChange(open) : null,
        transfer_locked_until: lockedUntil?.toISOString() ?? null,
      };
    },

    /** POST /domain/ownership/change/{domain}: asks both registrants by mail. */
    async start(
      user: UserRow,
      language: Language,
      input: string,
      body: OwnershipChangeBody,
      client: ClientInfo,
    ): Promise<OwnershipChangeView> {
      const next = registrantContactSchema.parse(body.registrant);
      const { ascii, info } = await owned(user.id, input);
      const prior = info.registrant;
      if (
        !prior ||
        (info.rgpStatus && CLOSED_RGP.has(info.rgpStatus)) ||
        info.pendingTransfer ||
        info.statuses.some((status) => UPDATE_PROHIBITED.includes(status))
      ) {
        throw new AppError(ErrorCode.RegistrantChangeNotAllowed, 409, { field: 'domain' });
      }
      // Transfer Policy I.A "Material Change": name, organisation or e-mail address. Other edits are no change of registrant.
      if (same(prior.name, next.name) && same(prior.org, next.org) && same(prior.email, next.email)) {
        throw new AppError(ErrorCode.RegistrantChangeNotMaterial, 400, { field: 'registrant' });
      }
      // Transfer Policy II.C: the customer approves for the prior registrant as its Designated Agent, after proving it is the account's holder.
      const agent = body.designated_agent ?? false;
      if (agent) {
        if (!body.password) throw new AppError(ErrorCode.PasswordIncorrect, 401, { field: 'password' });
        await deps.confirmIdentity(user, { password: body.password, code: body.code }, client);
      }
      await lapse(ascii);
      const now = clock.now();
      const priorToken = randomToken();
      const newToken = randomToken();
      const row = await repository.insert({
        userId: user.id,
        domain: ascii,
        newName: next.name,
        newOrg: next.org || null,
        newStreet: next.street,
        newCity: next.city,
        newState: next.state || null,
        newPostalCode: next.postal_code,
        newCountry: next.country,
        newPhone: next.phone,
        newEmail: next.email,
        priorName: prior.name,
        priorOrg: prior.org,
        priorEmail: prior.email,
        optOutTransferLock: body.opt_out_transfer_lock ?? false,
        priorTokenHash: sha256(priorToken),
        newTokenHash: sha256(newToken),
        expiresAt: new Date(now.getTime() + REGISTRANT_CHANGE_VALID_DAYS * DAY_MS),
        language,
        createdAt: now,
        agentApprovedAt: agent ? now : null,
        agentConsent: agent ? designatedAgentConsent(language, toDisplayName(ascii)) : null,
      });
      if (!row) throw new AppError(ErrorCode.RegistrantChangeOpen, 409, { field: 'domain' });
      const domain = toDisplayName(ascii);
      const nextHolder = { name: row.newName, org: row.newOrg, email: row.newEmail };
      // With the agent's approval the prior registrant's link is never sent: its confirmation is the recorded approval.
      if (!row.agentApprovedAt) {
        await tellParty(row.priorEmail, language, {
          kind: 'confirm-prior',
          domain,
          next: nextHolder,
          optOut: row.optOutTransferLock,
          expiresAt: row.expiresAt,
          link: link(priorToken),
        });
      }
      await tellParty(row.newEmail, language, {
        kind: 'confirm-new',
        domain,
        prior: { name: row.priorName, org: row.priorOrg },
        next: nextHolder,
        optOut: row.optOutTransferLock,
        expiresAt: row.expiresAt,
        link: link(newToken),
        priorByAgent: row.agentApprovedAt !== null,
      });
      return presentChange(row);
    },

    /** POST /domain/ownership/cancel/{id}: the customer withdraws a change still waiting for confirmation. */
    async cancel(userId: number, id: number): Promise<OwnershipChangeView> {
      const change = await repository.byId(id);
      if (!change || change.userId !== userId) throw new AppError(ErrorCode.RegistrantChangeNotFound, 404, { field: 'id' });
      const closed = await repository.close(id, 'cancelled', null, clock.now());
      if (closed) return presentChange(closed);
      const now = await repository.byId(id);
      if (now?.state === 'cancelled') return presentChange(now);
      throw new AppError(ErrorCode.RegistrantChangeClosed, 409, { field: 'id' });
    },

    /** POST /domain/ownership/confirm/details: what a mailed link is about, before it is answered. */
    async details(token: string): Promise<OwnershipConfirmationView> {
      const { change, party } = await byToken(token);
      return presentConfirmation(change, party);
    },

    /**
     * POST /domain/ownership/confirm: a party's answer. Answering the same way twice (a double
     * click, a second tab) answers the same view without changing anything again.
     */
    async answer(token: string, answer: 'confirm' | 'decline'): Promise<OwnershipConfirmationView> {
      const { change, party } = await byToken(token);
      const now = clock.now();
      if (answer === 'confirm') {
        const confirmed = await repository.confirm(change.id, party, now);
        if (!confirmed) {
          const alreadyMine = (party === 'prior' ? change.priorConfirmedAt : change.newConfirmedAt) !== null;
          if (alreadyMine && change.state !== 'declined' && change.state !== 'cancelled' && change.state !== 'expired')
            return presentConfirmation(change, party);
          throw new AppError(ErrorCode.RegistrantChangeClosed, 409, { field: 'token' });
        }
        if (confirmed.state === 'confirmed') {
          await enqueueApply(confirmed.id, now);
          // Tried at once so that the second party sees the change made; the job repeats it when the registry did not answer.
          try {
            await apply(confirmed.id);
          } catch (error) {
            deps.log.warn({ err: error, change: confirmed.id }, 'change of registrant left to its job');
            deps.wakeJobs();
          }
        }
        return presentConfirmation((await repository.byId(change.id)) ?? confirmed, party);
      }
      const declined = await repository.close(change.id, 'declined', party, now);
      if (!declined) {
        if (change.state === 'declined' && change.declinedBy === party) return presentConfirmation(change, party);
        throw new AppError(ErrorCode.RegistrantChangeClosed, 409, { field: 'token' });
      }
      await tellCustomer(declined, { kind: 'declined', domain: toDisplayName(declined.domain), by: party });
      return presentConfirmation(declined, party);
    },
  };
}

export type OwnershipService = ReturnType<typeof createOwnershipService>;
