import type { ContactDetails, ContactListView, ContactRoleName, ContactView } from '@common/api/contact.contract';
import { toDisplayName } from '@common/domain/domain-name';
import { ErrorCode } from '@common/errors/error-codes';
import type { Language } from '@common/i18n/languages';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { randomToken, sha256 } from '../../lib/tokens';
import type { ContactHoldRow, ContactRow, UserRow } from '../../db/schema/index';
import { RegistryError, type Contact, type RegistryGateway } from '../../registry/registry-gateway';
import type { JobHandler } from '../jobs/job-worker';
import { createPeriodicSweep } from '../jobs/periodic-sweep';
import type { JobRepository } from '../jobs/jobs.repository';
import type { MailService } from '../mail/mail.service';
import type { AccountRecordsRepository } from '../user/account-records.repository';
import { guard, limitKeys } from '../user/account-limits';
import { detailsOf, presentContact } from './contact.presenter';
import type { ContactData, ContactRepository } from './contact.repository';

/** ICANN (RAA 2013, WHOIS Accuracy Program Specification): a registrant's e-mail is verified within 15 days. */
export const CONTACT_VERIFICATION_DAYS = 15;
/** The reminders, in days after the verification round started (decision 048). */
export const CONTACT_REMINDER_DAYS = [1, 5, 13] as const;
const DAY = 24 * 60 * 60_000;
export const CONTACT_TOKEN_TTL_MS = CONTACT_VERIFICATION_DAYS * DAY;
/** The contact sweep runs once per slot of this length (clock time), like the domain lifecycle's. */
export const CONTACT_SWEEP_INTERVAL_MS = 60 * 60_000;
export const CONTACT_SWEEP_JOB = 'contact-sweep';
/** A name arrived or changed its registrant: its registrant's address joins the contacts (and is verified). */
export const CONTACT_REGISTRANT_JOB = 'contact-registrant';
const HOLD = 'clientHold';

type Registry = Pick<RegistryGateway, 'info' | 'update'>;
interface Log {
  warn(obj: object, msg: string): void;
}

/** The registrant's data as the contacts table keeps it. */
function fromRegistry(registrant: Contact): ContactData {
  return {
    name: registrant.name,
    org: registrant.org,
    street: registrant.street,
    city: registrant.city,
    stateOrProvince: registrant.stateOrProvince,
    postalCode: registrant.postalCode,
    countryCode: registrant.countryCode,
    phone: registrant.phone,
    email: registrant.email.toLowerCase(),
  };
}

function fromForm(details: ContactDetails): ContactData {
  return {
    name: details.name,
    org: details.org === '' ? null : details.org,
    street: details.street,
    city: details.city,
    stateOrProvince: details.state === '' ? null : details.state,
    postalCode: details.postal_code,
    countryCode: details.country,
    phone: details.phone,
    email: details.email,
  };
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim() === (b ?? '').trim();

/**
 * The customer's contacts and ICANN's registrant e-mail verification (decision 048): a registrant
 * address that names use, new or changed, gets a verification link and must be confirmed within
 * 15 days; the hourly sweep sends the reminders of days 1, 5 and 13 (each at most once: claimed by
 * a conditional update before it is sent) and, on day 15, suspends the names that use the address
 * (clientHold through the registry gateway, recorded in contact_holds). Confirming the address
 * lifts the holds at once; a lift the registry did not take is retried by the next sweep. Which
 * names use an address is read from the registry, the registrant's source of truth.
 */
export function createContactService(deps: {
  contacts: ContactRepository;
  records: AccountRecordsRepository;
  mail: MailService;
  limiter: AttemptLimiter;
  registry: Registry;
  jobs: Pick<JobRepository, 'enqueue'>;
  wakeJobs?: () => void;
  clock: Clock;
  log: Log;
}) {
  const { contacts, records, mail, clock, registry, log } = deps;

  async function issueLink(userId: number, email: string, deadline: Date): Promise<string> {
    const token = randomToken();
    const now = clock.now();
    // The link works until the deadline at least, so the last reminder's link is still good on day 15.
    const expiresAt = new Date(Math.max(now.getTime() + CONTACT_TOKEN_TTL_MS, deadline.getTime()));
    await records.insertToken({ userId, purpose: 'verify_contact', tokenHash: sha256(token), email, createdAt: now, expiresAt });
    return token;
  }

  async function sendVerification(userId: number, email: string, deadline: Date, language: Language) {
    mail.verifyContact(email, language, await issueLink(userId, email, deadline), deadline);
  }

  /**
   * The user's names grouped by their registrant's address (lower case), as the registry has
   * them; a name the registry does not answer for is left out (the next call reads it again).
   */
  async function registrantsOf(userId: number): Promise<Map<string, { names: string[]; registrant: Contact }>> {
    const byEmail = new Map<string, { names: string[]; registrant: Contact }>();
    for (const name of await contacts.domainsOf(userId)) {
      let info;
      try {
        info = await registry.info(name);
      } catch (error) {
        if (!(error instanceof RegistryError)) throw error;
        log.warn({ err: error, domain: name }, 'contacts: the registry did not answer for a name');
        continue;
      }
      if (!info?.sponsoredByUs || !info.registrant) continue;
      const email = info.registrant.email.toLowerCase();
      const entry = byEmail.get(email) ?? { names: [], registrant: info.registrant };
      entry.names.push(name);
      byEmail.set(email, entry);
    }
    return byEmail;
  }

  /** A new address of a contact: verified already (the login, another contact), or a new round of 15 days with its link. */
  async function verificationFor(userId: number, email: string, now: Date) {
    const verified = await contacts.isVerified(userId, email);
    const deadline = new Date(now.getTime() + CONTACT_VERIFICATION_DAYS * DAY);
    return verified
      ? { emailVerifiedAt: now, verificationStartedAt: null, verificationDeadline: deadline, remindersSent: 0 }
      : { emailVerifiedAt: null, verificationStartedAt: now, verificationDeadline: deadline, remindersSent: 0 };
  }

  /** The registrant of a name the user holds becomes (or already is) one of the user's contacts; a new address is to be verified. */
  async function ensureRegistrant(userId: number, name: string): Promise<void> {
    if (!(await contacts.owns(userId, name))) return;
    const info = await registry.info(name);
    if (!info?.sponsoredByUs || !info.registrant) return;
    const data = fromRegistry(info.registrant);
    const owner = await contacts.ownerOf(userId);
    if (!owner) return;
    const now = clock.now();
    const existing = await contacts.findByRoleAndEmail(userId, 'registrant', data.email);
    if (existing) {
      // The account's own contact gets the registrant's details the first time a name uses it.
      const fill = detailsOf(existing) === null ? data : {};
      if (existing.emailVerifiedAt || existing.verificationStartedAt) {
        if (Object.keys(fill).length > 0) await contacts.update(existing.id, { ...fill, updatedAt: now });
        return;
      }
      const round = await verificationFor(userId, data.email, now);
      await contacts.update(existing.id, { ...fill, ...round, updatedAt: now });
      if (!round.emailVerifiedAt) await sendVerification(userId, data.email, round.verificationDeadline, owner.language);
      return;
    }
    const round = await verificationFor(userId, data.email, now);
    await contacts.insert({ userId, role: 'registrant', ...data, createdAt: now, ...round });
    if (!round.emailVerifiedAt) await sendVerification(userId, data.email, round.verificationDeadline, owner.language);
  }

  async function invalidateSnapshots(names: string[]) {
    await contacts.forgetSnapshots(names);
  }

  /** Lifts the given open holds at the registry (unless another unverified address still holds the name) and records it. */
  async function lift(holds: ContactHoldRow[]): Promise<void> {
    const byName = new Map<string, ContactHoldRow[]>();
    for (const hold of holds) byName.set(hold.name, [...(byName.get(hold.name) ?? []), hold]);
    for (const [name, rows] of byName) {
      const ids = rows.map((row) => row.id);
      try {
        if ((await contacts.otherOpenHolds(name, ids)) === 0) {
          const info = await registry.info(name);
          if (info?.sponsoredByUs && info.statuses.includes(HOLD)) await registry.update({ name, removeStatuses: [HOLD] });
        }
        await contacts.markLifted(ids, clock.now());
        await invalidateSnapshots([name]);
      } catch (error) {
        if (!(error instanceof RegistryError)) throw error;
        log.warn({ err: error, domain: name }, 'contacts: the hold could not be lifted now; the next sweep tries again');
      }
    }
  }

  /** The reminders due now: for each address only the latest one due (a missed earlier one is not sent late), each once. */
  async function remind(now: Date): Promise<number> {
    let sent = 0;
    for (const row of await contacts.reminderCandidates(now, DAY, CONTACT_REMINDER_DAYS.length)) {
      const elapsed = now.getTime() - row.verificationStartedAt!.getTime();
      const due = CONTACT_REMINDER_DAYS.filter((day) => elapsed >= day * DAY).length;
      if (due <= row.remindersSent) continue;
      const names = (await registrantsOf(row.userId)).get(row.email)?.names ?? [];
      // No name uses the address (any more): nothing to remind of, and the round ends without holds.
      if (!(await contacts.claimReminder(row.id, row.email, row.remindersSent, due))) continue;
      if (names.length === 0) continue;
      const owner = await contacts.ownerOf(row.userId);
      if (!owner) continue;
      mail.verifyContactReminder(
        row.email,
        owner.language,
        await issueLink(row.userId, row.email, row.verificationDeadline),
        row.verificationDeadline,
        names.map(toDisplayName),
      );
      sent += 1;
    }
    return sent;
  }

  /** Day 15 passed unverified: the names that use the address are suspended, each once. */
  async function suspend(now: Date): Promise<number> {
    let held = 0;
    for (const row of await contacts.overdue(now)) {
      const names = (await registrantsOf(row.userId)).get(row.email)?.names ?? [];
      const newly: string[] = [];
      for (const name of names) {
        const claim = await contacts.claimHold({ userId: row.userId, name, email: row.email, placedAt: now });
        if (!claim) continue;
        try {
          const info = await registry.info(name);
          // Held already for another reason: that hold is not ours to lift; a later sweep places ours once it is gone.
          if (!info?.sponsoredByUs || info.statuses.includes(HOLD)) {
            await contacts.dropHold(claim.id);
            continue;
          }
          await registry.update({ name, addStatuses: [HOLD] });
          newly.push(name);
        } catch (error) {
          await contacts.dropHold(claim.id);
          if (!(error instanceof RegistryError)) throw error;
          log.warn({ err: error, domain: name }, 'contacts: the hold could not be placed now; the next sweep tries again');
        }
      }
      if (newly.length === 0) continue;
      held += newly.length;
      await invalidateSnapshots(newly);
      const owner = await contacts.ownerOf(row.userId);
      if (!owner) continue;
      const display = newly.map(toDisplayName);
      mail.contactHold(owner.login, owner.language, row.email, display);
      if (owner.login !== row.email) mail.contactHold(row.email, owner.language, row.email, display);
    }
    return held;
  }

  async function sweep(): Promise<{ reminded: number; held: number }> {
    const now = clock.now();
    const reminded = await remind(now);
    const held = await suspend(now);
    await lift(await contacts.holdsToLift());
    return { reminded, held };
  }

  const periodic = createPeriodicSweep({
    kind: CONTACT_SWEEP_JOB,
    intervalMs: CONTACT_SWEEP_INTERVAL_MS,
    clock,
    jobs: deps.jobs,
    sweep,
  });
  const { schedule } = periodic;

  const registrantJob: JobHandler = {
    async run(payload) {
      await ensureRegistrant(Number(payload.userId), String(payload.name));
    },
  };

  async function view(user: UserRow, rows: ContactRow[]): Promise<ContactView[]> {
    const now = clock.now();
    const registrants = rows.some((row) => row.role === 'registrant')
      ? await registrantsOf(user.id)
      : new Map<string, { names: string[] }>();
    const held = new Set((await contacts.openHolds(user.id)).map((hold) => hold.name));
    return rows.map((row) =>
      presentContact(row, { now, domains: row.role === 'registrant' ? (registrants.get(row.email)?.names ?? []) : [], held }),
    );
  }

  async function pushToRegistry(names: string[], data: ContactData, before: Contact): Promise<void> {
    const done: string[] = [];
    const registrant = { ...data };
    try {
      for (const name of names) {
        await registry.update({ name, registrant });
        done.push(name);
      }
    } catch (error) {
      // All or nothing: the names changed already get their registrant back.
      for (const name of done) {
        await registry
          .update({ name, registrant: { ...fromRegistry(before), email: before.email } })
          .catch((undo: unknown) => log.warn({ err: undo, domain: name }, 'contacts: a registrant could not be set back'));
      }
      if (error instanceof RegistryError) {
        throw new AppError(error.transient ? ErrorCode.RegistryUnavailable : ErrorCode.DomainChangeRefused, error.transient ? 503 : 409);
      }
      throw error;
    }
  }

  /** The address is confirmed (its link): every contact of the user with it is verified, and the names held for it are released. */
  async function markVerified(userId: number, email: string): Promise<number> {
    const count = await contacts.markVerified(userId, email, clock.now());
    const holds = (await contacts.openHolds(userId)).filter((hold) => hold.email === email);
    if (holds.length > 0) await lift(holds);
    return count;
  }

  return {
    handlers: { [CONTACT_SWEEP_JOB]: periodic.handler, [CONTACT_REGISTRANT_JOB]: registrantJob },
    schedule,
    sweep,

    /**
     * A name arrived in the account (registered, transferred in) or its registrant changed: its
     * registrant's address is checked by a durable job, at once and again after a restart.
     */
    async domainArrived(name: string, userId: number): Promise<void> {
      const now = clock.now();
      await deps.jobs.enqueue(
        {
          kind: CONTACT_REGISTRANT_JOB,
          payload: { name, userId },
          uniqueKey: `${CONTACT_REGISTRANT_JOB}:${name}:${userId}:${now.toISOString()}`,
          maxAttempts: 8,
          runAt: now,
        },
        now,
      );
      deps.wakeJobs?.();
    },

    /**
     * A registrant whose address was confirmed another way (a change of registrant's link): it
     * joins the account's contacts as verified, and any hold for that address is lifted.
     */
    async recordVerifiedRegistrant(userId: number, contact: { name: string; email: string }, at: Date): Promise<void> {
      const email = contact.email.toLowerCase();
      const existing = await contacts.findByRoleAndEmail(userId, 'registrant', email);
      if (!existing) {
        await contacts.insert({
          userId,
          role: 'registrant',
          name: contact.name,
          email,
          createdAt: at,
          verificationDeadline: at,
          emailVerifiedAt: at,
        });
      }
      await markVerified(userId, email);
    },

    /**
     * The account's own contact, made at registration from the login address. It is verified by
     * the account's verification link, so no second mail goes out for it; its 15 days start when
     * a name uses it as registrant.
     */
    async createOwnContact(user: UserRow): Promise<void> {
      const now = clock.now();
      await contacts.insert({
        userId: user.id,
        name: null,
        email: user.login,
        createdAt: now,
        verificationDeadline: new Date(now.getTime() + CONTACT_VERIFICATION_DAYS * DAY),
      });
    },

    /** The contacts page: the user's contacts with their verification and the names each is registrant of. */
    async list(user: UserRow): Promise<ContactListView> {
      return { contacts: await view(user, await contacts.listOfUser(user.id)) };
    },

    /** Adds an admin, tech or (not yet used) registrant contact; a new address gets its verification link. */
    async add(user: UserRow, role: ContactRoleName, details: ContactDetails, language: Language): Promise<ContactView> {
      const now = clock.now();
      const data = fromForm(details);
      const round = await verificationFor(user.id, data.email, now);
      const row = await contacts.insert({ userId: user.id, role, ...data, createdAt: now, ...round, updatedAt: now });
      if (!round.emailVerifiedAt) await sendVerification(user.id, data.email, round.verificationDeadline, language);
      return (await view(user, [row]))[0];
    },

    /**
     * Saves a contact's details. For a registrant that names use, the address and phone go to
     * the registry for every such name (all or none); its name, organisation and e-mail change
     * only by a change of registrant (ICANN Transfer Policy: a material change), so they are
     * refused here. A new address is verified like a new contact's; nothing changes on a refusal.
     */
    async update(user: UserRow, id: number, details: ContactDetails, language: Language): Promise<ContactView> {
      const row = await contacts.byIdOfUser(user.id, id);
      if (!row) throw new AppError(ErrorCode.NotFound, 404, { field: 'id' });
      const data = fromForm(details);
      const used = row.role === 'registrant' ? (await registrantsOf(user.id)).get(row.email) : undefined;
      if (used) {
        const current = used.registrant;
        const changed = !same(data.name, current.name)
          ? 'name'
          : !same(data.org, current.org)
            ? 'org'
            : data.email !== current.email.toLowerCase()
              ? 'email'
              : null;
        if (changed) throw new AppError(ErrorCode.ContactHolderChange, 400, { field: changed });
        await pushToRegistry(used.names, { ...data, name: current.name, org: current.org, email: current.email }, current);
      }
      const now = clock.now();
      const emailChanged = data.email !== row.email;
      const round = emailChanged ? await verificationFor(user.id, data.email, now) : {};
      const saved = await contacts.update(row.id, { ...data, ...round, updatedAt: now });
      if (emailChanged && !saved.emailVerifiedAt) await sendVerification(user.id, saved.email, saved.verificationDeadline, language);
      if (used) await invalidateSnapshots(used.names);
      return (await view(user, [saved]))[0];
    },

    /** Spec §3: the unverified addresses with their deadline in epoch seconds. */
    async unverified(user: UserRow): Promise<{ list: Record<string, { expires: number }>; total_count: number }> {
      const rows = await contacts.unverifiedAddresses(user.id);
      return {
        list: Object.fromEntries(rows.map((row) => [row.email, { expires: Math.floor(row.deadline.getTime() / 1000) }])),
        total_count: rows.length,
      };
    },

    async resend(user: UserRow, address: string, language: Language): Promise<void> {
      const entry = (await contacts.unverifiedAddresses(user.id)).find((row) => row.email === address);
      if (!entry) throw new AppError(ErrorCode.NotFound, 404, { field: 'address' });
      const keys = limitKeys.mail(user.id);
      await guard(deps.limiter, keys);
      await deps.limiter.record(keys);
      await sendVerification(user.id, address, entry.deadline, language);
    },

    markVerified,

    /** Whether the user has this address confirmed (as a contact or as the login). */
    isVerified: (userId: number, email: string): Promise<boolean> => contacts.isVerified(userId, email),

    /**
     * Moves the user's open verification rounds of registrant addresses back so that their 15
     * days end now, then sweeps (browser tests, behind E2E_TEST_ROUTES; never in a normal start).
     */
    async overdueNowForTest(userId: number): Promise<{ held: number }> {
      const now = clock.now();
      await contacts.backdateRounds(userId, new Date(now.getTime() - CONTACT_VERIFICATION_DAYS * DAY), now, CONTACT_REMINDER_DAYS.length);
      const { held } = await sweep();
      return { held };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
