import { generateKeyPair, generateKeyPairSync, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { CreatedAppPassword, MailConnectionSettings, Mailbox, MailboxList, MailboxValidation } from '@common/api/vmail.contract';
import { parseDomainName, toDisplayName } from '@common/domain/domain-name';
import { ErrorCode } from '@common/errors/error-codes';
import { MAILBOXES_PER_DOMAIN, mailboxLevel } from '@common/mail/mailbox-levels';
import { convert } from '@common/money/money';
import type { Currency } from '@common/money/currency';
import type { Language } from '@common/i18n/languages';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { MailPublisher } from '../../mail-servers/mail-snapshot';
import { imapTlsMode, submissionTlsMode } from '../../mail-servers/mail-config';
import { MAILBOX_NET, wholeYearsUntil } from '../cart/cart-pricing';
import type { CustomerDomainService } from '../customer-domain/customer-domain.service';
import { hashPassword } from '../user/password-hasher';
import { passwordProblem } from '../user/password-policy';
import type { MailSync } from './mail-sync';
import { autoconfigXml, mobileconfigXml, type MailProfileKind } from './mail-profiles';
import { presentMailbox } from './mailbox.presenter';
import { MailboxRefusal, type DkimKey, type MailboxRepository, type MailboxWithDetails } from './mailbox.repository';

const generateKeyPairAsync = promisify(generateKeyPair);

/** A domain's names in these states take new addresses; expired, redemption and leaving names do not. */
const MAIL_DOMAIN_STATUSES = new Set(['active', 'expiring', 'grace']);
export const CATCH_ALL = '*';

interface Session {
  language: Language;
  currency: Currency;
  user: { id: number };
}

/**
 * Where mail programs connect (MAIL_HOSTNAME, IMAP_PORT, SUBMISSION_PORT of config.mailServers).
 * The managed servers never take a login without TLS (decision 041): IMAP on 993 and submission on
 * 465 speak TLS at once ('ssl'), on other ports they require STARTTLS first ('starttls').
 */
export function mailConnectionSettings(servers: { hostname: string; imapPort: number; submissionPort: number }): MailConnectionSettings {
  // The servers are configured by the same rule (server/mail-servers/mail-config.ts).
  return {
    imap: { host: servers.hostname, port: servers.imapPort, security: imapTlsMode(servers.imapPort) },
    smtp: { host: servers.hostname, port: servers.submissionPort, security: submissionTlsMode(servers.submissionPort) },
  };
}

/** A new RSA 2048 DKIM key (PKCS#8 PEM) with a selector naming its month. */
export async function newDkimKey(now: Date): Promise<DkimKey> {
  const { privateKey } = await generateKeyPairAsync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { selector: dkimSelector(now), privateKeyPem: privateKey };
}

function dkimSelector(now: Date): string {
  return `mail${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Mailboxes (spec §3, §5, §7; issue 17; docs/decisions/042-mailboxes.md): the customer's own
 * mailboxes on their active domains, in paid slots; aliases, the catch-all and app passwords;
 * every change published to the mail servers at once, and the domain's zone pushed when it starts
 * or stops hosting mail.
 */
export function createMailboxService(deps: {
  repository: MailboxRepository;
  customerDomains: Pick<CustomerDomainService, 'nameStatus'>;
  exchangeRates: () => Promise<Parameters<typeof convert>[2]>;
  publisher: MailPublisher;
  mailSync: Pick<MailSync, 'publish'>;
  /** The zone of a domain that started or stopped hosting mail is pushed again (its MX, SPF, DKIM, DMARC). */
  pushZone: (domain: string) => Promise<void>;
  /** When the customer's domain's paid term ends: a mailbox bought for it is charged for the whole years left (decision 043). */
  termEnd: (userId: number, domain: string) => Promise<Date>;
  settings: MailConnectionSettings;
  /** The provider named in the mail client settings: the shop's name (SHOP_NAME). */
  shopName: string;
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
}) {
  const { repository, clock } = deps;

  /** The customer's name as an A-label, when it is one of their active domains; else 8104. */
  async function ownActiveDomain(userId: number, input: string, field: string): Promise<string> {
    const parsed = parseDomainName(input);
    if (!parsed.ok) throw new AppError(ErrorCode.MailboxDomainNotOwned, 400, { field });
    const state = await deps.customerDomains.nameStatus(userId, parsed.ascii);
    if (!state || !MAIL_DOMAIN_STATUSES.has(state.status)) throw new AppError(ErrorCode.MailboxDomainNotOwned, 400, { field });
    return parsed.ascii;
  }

  async function owned(userId: number, id: number): Promise<MailboxWithDetails> {
    const found = await repository.findOwned(userId, id);
    if (!found) throw new AppError(ErrorCode.MailboxNotFound, 404, { field: 'id' });
    return found;
  }

  function requireActive(found: MailboxWithDetails): void {
    if (found.mailbox.status !== 'active') throw new AppError(ErrorCode.MailboxLapsed, 409, { field: 'id' });
  }

  async function checkPassword(password: string, address: string): Promise<void> {
    const problem = await passwordProblem(password, address);
    if (problem) throw new AppError(problem, 400, { field: 'password' });
  }

  async function checkZone(domain: string): Promise<void> {
    const records = await repository.zoneMailRecords(domain);
    if (records.mx || records.mailfw) throw new AppError(ErrorCode.MailboxZoneConflict, 409, { field: 'domain' });
  }

  /** A refusal from a transaction as the catalogue error; anything else goes on. */
  function refusal(error: unknown, field: string): never {
    if (error instanceof MailboxRefusal) {
      switch (error.reason) {
        case 'taken':
          throw new AppError(ErrorCode.MailboxAddressTaken, 409, { field });
        case 'limit':
          throw new AppError(ErrorCode.MailboxLimit, 409, { field: 'domain' });
        case 'no-slot':
          throw new AppError(ErrorCode.MailboxNeedsPurchase, 409, { field: 'domain' });
        case 'alias-limit':
          throw new AppError(ErrorCode.MailboxAliasLimit, 409, { field });
        case 'app-password-limit':
          throw new AppError(ErrorCode.MailboxAppPasswordLimit, 409, { field: 'label' });
        case 'lapsed':
          throw new AppError(ErrorCode.MailboxLapsed, 409, { field: 'id' });
        case 'gone':
          throw new AppError(ErrorCode.MailboxNotFound, 404, { field: 'id' });
      }
    }
    throw error;
  }

  /** After a change: the mail servers get the new picture; zones of domains that started or stopped hosting mail are pushed. */
  async function changed(domains: string[] = []): Promise<void> {
    for (const domain of domains) {
      try {
        await deps.pushZone(domain);
      } catch (error) {
        deps.log.warn({ err: error, domain }, 'mail: the zone push after a mail hosting change failed; the reconciliation pushes it');
      }
    }
    await deps.mailSync.publish();
  }

  /** The key a domain gets with its first address: made ahead when the domain has none, so the transaction does not wait for it. */
  async function keyFor(domain: string): Promise<() => DkimKey> {
    const existing = await repository.mailDomain(domain);
    const made = existing ? null : await newDkimKey(clock.now());
    return () =>
      made ?? {
        selector: dkimSelector(clock.now()),
        privateKeyPem: generateKeyPairSync('rsa', {
          modulusLength: 2048,
          publicKeyEncoding: { type: 'spki', format: 'pem' },
          privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
        }).privateKey,
      };
  }

  async function view(userId: number, id: number): Promise<Mailbox> {
    const found = await owned(userId, id);
    const [own] = found.addresses.filter((row) => row.kind === 'mailbox');
    const usage = own ? await usageOf([`${own.localPart}@${own.domain}`]) : null;
    return presentMailbox(found, usage);
  }

  async function usageOf(addresses: string[]): Promise<Map<string, number> | null> {
    try {
      return await deps.publisher.usage(addresses);
    } catch (error) {
      deps.log.warn({ err: error }, 'mail: the mailboxes’ usage could not be read');
      return null;
    }
  }

  /** The checks of an addition (validate and create): the domain, the address, the count, the zone, the password. */
  async function checkNew(session: Session, body: { domain: string; name: string; level: number; password?: string }) {
    const domain = await ownActiveDomain(session.user.id, body.domain, 'domain');
    if (await repository.addressTaken(domain, body.name)) throw new AppError(ErrorCode.MailboxAddressTaken, 409, { field: 'name' });
    if ((await repository.countOnDomain(domain)) >= MAILBOXES_PER_DOMAIN)
      throw new AppError(ErrorCode.MailboxLimit, 409, { field: 'domain' });
    await checkZone(domain);
    if (body.password !== undefined) await checkPassword(body.password, `${body.name}@${domain}`);
    return domain;
  }

  async function list(session: Session): Promise<MailboxList> {
    const rows = await repository.listByUser(session.user.id);
    const addresses = rows.flatMap((row) =>
      row.addresses.filter((address) => address.kind === 'mailbox').map((address) => `${address.localPart}@${address.domain}`),
    );
    const usage = addresses.length ? await usageOf(addresses) : null;
    return { mailboxes: rows.map((row) => presentMailbox(row, usage)), serving: deps.publisher.status().serving, settings: deps.settings };
  }

  return {
    /** GET /vmail/mailboxes */
    list,

    /** POST /vmail/validate/mailbox: whether the mailbox can be added, directly into a paid slot or through the cart. */
    async validate(session: Session, body: { domain: string; name: string; level: number; password?: string }): Promise<MailboxValidation> {
      const domain = await checkNew(session, body);
      const address = `${body.name}@${toDisplayName(domain)}`;
      const slots = await repository.freeSlots(session.user.id, domain, body.level, clock.now());
      if (slots.length > 0) return { address, mode: 'direct', price: null };
      // The same years and total the cart will charge for it (cart-pricing.ts).
      const years = wholeYearsUntil(clock.now(), await deps.termEnd(session.user.id, domain));
      const net = convert(
        { amount: MAILBOX_NET[body.level === 2 ? 2 : 1] * years, currency: 'EUR' },
        session.currency,
        await deps.exchangeRates(),
      ).amount;
      return { address, mode: 'cart', price: { net, currency: session.currency, years } };
    },

    /** POST /vmail/mailbox/create: a mailbox in a free paid slot of the domain (8110 without one). */
    async create(session: Session, body: { domain: string; name: string; level: number; password: string }): Promise<Mailbox> {
      const domain = await checkNew(session, body);
      const passwordHash = await hashPassword(body.password);
      const level = body.level === 2 ? 2 : 1;
      let outcome;
      try {
        outcome = await repository.create({
          userId: session.user.id,
          domain,
          localPart: body.name,
          level,
          passwordHash,
          maxPerDomain: MAILBOXES_PER_DOMAIN,
          dkim: await keyFor(domain),
          now: clock.now(),
        });
      } catch (error) {
        refusal(error, 'name');
      }
      await changed(outcome.newDomain ? [domain] : []);
      return view(session.user.id, outcome.mailbox.id);
    },

    /** POST /vmail/mailbox/{id}/update-name: the address changes; the stored mail stays (it is kept by mailbox, not by address). */
    async rename(session: Session, id: number, name: string): Promise<Mailbox> {
      const found = await owned(session.user.id, id);
      requireActive(found);
      let renamed;
      try {
        renamed = await repository.rename(id, name, clock.now());
      } catch (error) {
        refusal(error, 'name');
      }
      await changed();
      // The servers keep mail by address: the stored mail follows the new one (decision 042).
      if (renamed.before !== renamed.after && deps.publisher.moveMail) {
        try {
          await deps.publisher.moveMail(renamed.before, renamed.after);
        } catch (error) {
          deps.log.warn(
            { err: error, from: renamed.before, to: renamed.after },
            'mail: the renamed mailbox’s stored mail could not be moved',
          );
        }
      }
      return view(session.user.id, id);
    },

    /** POST /vmail/mailbox/change-password/{id}: the old password stops working with the publish. */
    async changePassword(session: Session, id: number, password: string): Promise<Mailbox> {
      const found = await owned(session.user.id, id);
      requireActive(found);
      const own = found.addresses.find((row) => row.kind === 'mailbox');
      await checkPassword(password, own ? `${own.localPart}@${own.domain}` : '');
      try {
        await repository.setPassword(id, await hashPassword(password), clock.now());
      } catch (error) {
        refusal(error, 'password');
      }
      await changed();
      return view(session.user.id, id);
    },

    /** POST /vmail/mailbox/{id}/create/{alias}/{fqdn}: alias@fqdn (a domain of the customer's) delivers into the mailbox. */
    async addAlias(
      session: Session,
      id: number,
      alias: string,
      fqdn: string,
      localPart: (input: string) => string | null,
    ): Promise<Mailbox> {
      const found = await owned(session.user.id, id);
      requireActive(found);
      const name = localPart(alias);
      if (name === null || name === CATCH_ALL) throw new AppError(ErrorCode.MailboxNameInvalid, 400, { field: 'alias' });
      const domain = await ownActiveDomain(session.user.id, fqdn, 'fqdn');
      if (domain !== found.mailbox.domain) await checkZone(domain);
      let outcome;
      try {
        outcome = await repository.addAlias({
          mailboxId: id,
          userId: session.user.id,
          domain,
          localPart: name,
          maxAliases: mailboxLevel(found.mailbox.level).aliases,
          dkim: await keyFor(domain),
          now: clock.now(),
        });
      } catch (error) {
        refusal(error, 'alias');
      }
      await changed(outcome.newDomain ? [domain] : []);
      return view(session.user.id, id);
    },

    /** POST /vmail/mailbox/{id}/delete/{alias}: `alias` is the whole address (alias@fqdn, U-labels accepted). */
    async removeAlias(session: Session, id: number, address: string): Promise<Mailbox> {
      const found = await owned(session.user.id, id);
      requireActive(found);
      const at = address.lastIndexOf('@');
      const parsed = at > 0 ? parseDomainName(address.slice(at + 1)) : null;
      if (!parsed?.ok) throw new AppError(ErrorCode.MailboxAliasNotFound, 404, { field: 'alias' });
      let outcome;
      try {
        outcome = await repository.removeAlias(id, parsed.ascii, address.slice(0, at).trim().toLowerCase(), clock.now());
      } catch (error) {
        refusal(error, 'alias');
      }
      if (!outcome) throw new AppError(ErrorCode.MailboxAliasNotFound, 404, { field: 'alias' });
      await changed(outcome.droppedDomain ? [parsed.ascii] : []);
      return view(session.user.id, id);
    },

    /** POST /vmail/mailbox/{id}/catch-all: mail to any unknown address of the mailbox's domain goes into it (an alias '*'). */
    async setCatchAll(session: Session, id: number, enabled: boolean): Promise<Mailbox> {
      const found = await owned(session.user.id, id);
      requireActive(found);
      const domain = found.mailbox.domain;
      const has = found.addresses.some((row) => row.kind === 'alias' && row.localPart === CATCH_ALL && row.domain === domain);
      if (enabled && !has) {
        try {
          await repository.addAlias({
            mailboxId: id,
            userId: session.user.id,
            domain,
            localPart: CATCH_ALL,
            maxAliases: mailboxLevel(found.mailbox.level).aliases,
            dkim: await keyFor(domain),
            now: clock.now(),
          });
        } catch (error) {
          refusal(error, 'enabled');
        }
        await changed();
      } else if (!enabled && has) {
        try {
          await repository.removeAlias(id, domain, CATCH_ALL, clock.now());
        } catch (error) {
          refusal(error, 'enabled');
        }
        await changed();
      }
      return view(session.user.id, id);
    },

    /** POST /vmail/mailbox/{id}/app-passwords: a generated password for one mail program, shown this once. */
    async addAppPassword(session: Session, id: number, label: string): Promise<CreatedAppPassword> {
      const found = await owned(session.user.id, id);
      requireActive(found);
      if (!found.mailbox.passwordHash) throw new AppError(ErrorCode.MailboxPasswordNotSet, 409, { field: 'id' });
      // 20 random bytes as base32 in groups of four: 32 letters and digits, easy to type from the screen.
      const password = base32(randomBytes(20)).match(/.{4}/g)!.join('-');
      let row;
      try {
        row = await repository.addAppPassword(
          id,
          label,
          await hashPassword(password),
          mailboxLevel(found.mailbox.level).appPasswords,
          clock.now(),
        );
      } catch (error) {
        refusal(error, 'label');
      }
      await changed();
      return { id: row.id, label: row.label, created_at: row.createdAt.toISOString(), password };
    },

    /** POST /vmail/mailbox/{id}/app-passwords/delete/{appPasswordId} */
    async removeAppPassword(session: Session, id: number, appPasswordId: number): Promise<Mailbox> {
      const found = await owned(session.user.id, id);
      requireActive(found);
      let removed;
      try {
        removed = await repository.removeAppPassword(id, appPasswordId);
      } catch (error) {
        refusal(error, 'appPasswordId');
      }
      if (!removed) throw new AppError(ErrorCode.MailboxAppPasswordNotFound, 404, { field: 'appPasswordId' });
      await changed();
      return view(session.user.id, id);
    },

    /** POST /vmail/mailbox/delete/{id}: the rows go, the servers are told, then the mailbox's stored mail is removed. */
    async remove(session: Session, id: number): Promise<MailboxList> {
      const outcome = await repository.remove(session.user.id, id);
      if (!outcome) throw new AppError(ErrorCode.MailboxNotFound, 404, { field: 'id' });
      await changed(outcome.droppedDomains);
      if (outcome.address) {
        try {
          await deps.publisher.removeMail(outcome.address);
        } catch (error) {
          deps.log.warn({ err: error, address: outcome.address }, 'mail: the deleted mailbox’s stored mail could not be removed');
        }
      }
      return list(session);
    },

    /** The connection settings of one mailbox as a Thunderbird autoconfig or an Apple profile (sent as MAIL_PROFILE_TYPES[kind]). */
    async profile(session: Session, id: number, kind: MailProfileKind): Promise<{ body: string; filename: string }> {
      const found = await owned(session.user.id, id);
      const mailbox = presentMailbox(found, null);
      const input = {
        address: mailbox.address,
        domain: mailbox.fqdn,
        displayName: mailbox.address,
        settings: deps.settings,
        provider: deps.shopName,
      };
      if (kind === 'autoconfig')
        return {
          body: autoconfigXml(input),
          filename: `autoconfig-${found.mailbox.id}.xml`,
        };
      const identifierBase = deps.settings.imap.host.split('.').reverse().join('.');
      return {
        body: mobileconfigXml({ ...input, identifierBase }),
        filename: `mail-${found.mailbox.id}.mobileconfig`,
      };
    },
  };
}

function base32(bytes: Buffer): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

export type MailboxService = ReturnType<typeof createMailboxService>;
