import { randomBytes } from 'node:crypto';
import type {
  DnsDiff,
  DnsGeneratedAuth,
  DnsImportPreview,
  DnsMailfwConfirmation,
  DnsMailfwResent,
  DnsZone,
  DnsZoneStatus,
  DnsZoneVersion,
} from '@common/api/dns.contract';
import type { dnsSaveBodySchema, dnsValidateBodySchema } from '@common/api/dns.contract';
import { checkZoneRecords, nextStateChange, validateRecord, zoneToRrsets, type ZoneRecord } from '@common/dns/records/index';
import { DNS_RECORDS_MAX, type DnsRecord, type DnsRecordValues } from '@common/dns/records/record-shape';
import type { Rrset } from '@common/dns/records/rrset';
import { diffRrsets } from '@common/dns/zone-file/rrset-diff';
import { exportZoneFile } from '@common/dns/zone-file/zone-file-export';
import { parseZoneFileLines } from '@common/dns/zone-file/zone-file-parser';
import { parseDomainName, toDisplayName } from '@common/domain/domain-name';
import { ErrorCode } from '@common/errors/error-codes';
import { errorMessage } from '@common/errors/error-messages';
import type { Language } from '@common/i18n/languages';
import type { z } from 'zod';
import type { DnsStoredRecord, DnsZoneRow } from '../../db/schema/index';
import { DnsServerError, type DnsPublisher } from '../../dns/dns-publisher';
import { AppError } from '../../http/app-error';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import { createKeyedSerializer } from '../../lib/keyed-serializer';
import { randomToken, sha256 } from '../../lib/tokens';
import type { SecretBox } from '../../lib/secret-box';
import type { CustomerDomainService } from '../customer-domain/customer-domain.service';
import type { JobHandler } from '../jobs/job-worker';
import { renderMailParts } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import type { PriceService } from '../price/price.service';
import { mailfwConfirmMail } from './dns-mailfw-mail';
import { storedToValues, valuesToStored } from './dns-zone-records';
import { presentRecord, presentZone } from './dns-zone.presenter';
import type { DnsZoneRepository, DnsZoneSettings } from './dns-zone.repository';
import type { DnssecService } from './dnssec.service';

export const PUSH_DNS_ZONE_JOB = 'push-dns-zone';
export const RECONCILE_DNS_ZONES_JOB = 'reconcile-dns-zones';
/** The reconciliation runs once per slot of this length (and once at start). */
export const DNS_RECONCILE_INTERVAL_MS = 5 * 60_000;
/** A MAILFW destination is mailed its link again at most once in this time. */
export const MAILFW_RESEND_WINDOW_MS = 10 * 60_000;
/** A push that cannot reach the DNS server is retried with the worker's backoff (30 s doubling to one hour) this often. */
const PUSH_MAX_ATTEMPTS = 30;
/** Names whose zones cannot change: a name about to leave the shop (spec §7; decision 033). */
const FROZEN_STATUSES = new Set(['redemption', 'pending-delete', 'pending-transfer']);
const DDNS_USERNAME = /^(?=.*[a-z])(?![0-9]+$)[a-z0-9._@-]{6,128}$/i;
const DDNS_PASSWORD_MIN = 16;

type SaveBody = z.output<typeof dnsSaveBodySchema>;
type ValidateBody = z.output<typeof dnsValidateBodySchema>;
interface UserSession {
  language: Language;
  user: { id: number };
}

/** What a zone needs besides its records to be served: the shop's forwarding edge and mail relay. */
export interface DnsServingTargets {
  /** Addresses of the forwarding edge that URL records and the parking page point at. */
  edgeAddresses: { v4: string[]; v6: string[] };
  /** Hosts of the mail relay that MAILFW records become MX records of. */
  mailRelayHosts: string[];
  /**
   * The CA the forwarding edge obtains certificates from (ACME; decision 039), when HTTPS
   * forwarding is on: a URL record with TLS is refused where the zone's CAA records keep it out.
   */
  certificateIssuer?: string | null;
}

/** A domain's mail hosting as the zone serves it (decision 042). */
export interface MailHostingState {
  /** An active mailbox has an address on the domain. */
  active: boolean;
  /** Where its MX points (MAIL_HOSTNAME); null: no MX can be served. */
  mxHost: string | null;
  dkim: { selector: string; publicKey: string } | null;
}

export interface DnsMailHosting {
  hosting(domain: string): Promise<MailHostingState>;
  changed(): void;
}

/**
 * DNS zones (spec §3, §4, §5, §7; docs/decisions/033-dns-zones.md): the shop's database is the
 * source of truth. A save is one transaction that checks the version the editor loaded, replaces
 * the records, keeps a version and records the push job; the job mirrors the zone to the DNS
 * server and comes back when a scheduled or temporary record starts or stops. A reconciliation
 * compares every zone with what the DNS server answers and pushes again where they differ.
 */
export function createDnsZoneService(deps: {
  repository: DnsZoneRepository;
  customerDomains: Pick<CustomerDomainService, 'nameStatus'>;
  prices: Pick<PriceService, 'offers'>;
  publisher: DnsPublisher;
  /** Wakes the job worker after a save, so the push does not wait for the next poll. */
  wakeJobs: () => void;
  secretBox: SecretBox;
  /** The shop's nameservers (SOA and apex NS of every zone; `uses_shop_nameservers`). */
  shopNameservers: string[];
  targets: DnsServingTargets;
  /** The confirmation mails to new MAILFW destinations. */
  mailer: Mailer;
  tasks: BackgroundTasks;
  linkBaseUrl: string;
  /** The shop's name (SHOP_NAME, decision 063). */
  shopName: string;
  /** Counts links sent again per zone and destination (MAILFW_RESEND_WINDOW_MS), so an address is not flooded. */
  mailfwResendLimiter: RateLimiter;
  /** DNSSEC's steps at the DNS server and the registry, run after each push (decision 035). */
  dnssec?: Pick<DnssecService, 'signing' | 'afterPush'>;
  /**
   * The shop's mailboxes (decision 042): a domain with an active one serves the mail records and
   * refuses MX and MAILFW records; `changed` publishes the mail servers' data after a save or a
   * MAILFW confirmation (forwards).
   */
  mail?: DnsMailHosting;
  clock: Clock;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}) {
  const { repository, publisher, clock, log } = deps;
  const noHosting: MailHostingState = { active: false, mxHost: null, dkim: null };
  const hostingOf = (domain: string): Promise<MailHostingState> => deps.mail?.hosting(domain) ?? Promise.resolve(noHosting);
  const zoneCheckOptions = deps.targets.certificateIssuer ? { certificateIssuer: deps.targets.certificateIssuer } : {};
  const pushOneAtATime = createKeyedSerializer();

  /** The name as an A-label; U-labels accepted (spec §7). Malformed names are as unknown as other customers' ones. */
  function asciiName(input: string): string {
    const parsed = parseDomainName(input);
    if (!parsed.ok) throw new AppError(ErrorCode.DomainNotOwned, 404, { field: 'domain' });
    return parsed.ascii;
  }

  /**
   * The user's name with its zone (created empty on first use) and whether it may change. Any
   * name that is not the user's answers 404, as an unknown one does, so names cannot be probed.
   */
  async function ownZone(session: UserSession, input: string) {
    const domain = asciiName(input);
    const state = await deps.customerDomains.nameStatus(session.user.id, domain);
    if (!state) throw new AppError(ErrorCode.DomainNotOwned, 404, { field: 'domain' });
    let zone = (await repository.find(domain)) ?? (await createZone(domain, session.user.id));
    if (zone.userId !== session.user.id) {
      zone = await repository.adopt(zone.id, session.user.id, clock.now());
      // Served again without the earlier holder's mail forwarding.
      await repository.enqueue(
        {
          kind: PUSH_DNS_ZONE_JOB,
          payload: { zoneId: zone.id },
          uniqueKey: `${PUSH_DNS_ZONE_JOB}:${zone.id}:adopted:${clock.now().getTime()}`,
          maxAttempts: PUSH_MAX_ATTEMPTS,
          runAt: clock.now(),
        },
        clock.now(),
      );
      deps.wakeJobs();
    }
    return { zone, state, modifyAllowed: !FROZEN_STATUSES.has(state.status) };
  }

  /** A new, empty zone (the shop's SOA and NS only), pushed by its job like any save. */
  async function createZone(domain: string, userId: number): Promise<DnsZoneRow> {
    const zone = await repository.create(domain, userId, clock.now());
    await repository.enqueue(
      {
        kind: PUSH_DNS_ZONE_JOB,
        payload: { zoneId: zone.id },
        uniqueKey: `${PUSH_DNS_ZONE_JOB}:${zone.id}:v${zone.version}`,
        maxAttempts: PUSH_MAX_ATTEMPTS,
        runAt: clock.now(),
      },
      clock.now(),
    );
    deps.wakeJobs();
    return zone;
  }

  async function dnssecAllowed(domain: string): Promise<boolean> {
    const tld = domain.slice(domain.lastIndexOf('.') + 1);
    return Boolean((await deps.prices.offers()).byTld.get(tld)?.dnssec);
  }

  function servingOf(zone: DnsZoneRow): DnsZone['serving'] {
    if (!publisher.status().serving) return 'not_served';
    return zone.publishedVersion === zone.version && !zone.publishError ? 'served' : 'pending';
  }

  function rrsetsOf(
    zone: Pick<DnsZoneRow, 'domain' | 'parkingPage'>,
    records: DnsRecordValues[],
    confirmed: Set<string>,
    now: Date,
    hosting: MailHostingState,
  ): Rrset[] {
    return zoneToRrsets(zone.domain, records, now, {
      parking: zone.parkingPage,
      edgeAddresses: deps.targets.edgeAddresses,
      mailRelayHosts: deps.targets.mailRelayHosts,
      mailfwConfirmed: (destination) => confirmed.has(destination.toLowerCase()),
      mailHosting: hosting.active && hosting.mxHost ? { mxHost: hosting.mxHost, dkim: hosting.dkim } : null,
    });
  }

  /**
   * Spec §5: an active mailbox and MX or MAILFW records on one domain are refused; each such
   * record gets the catalogue's message, and nothing is saved.
   */
  function refuseMailConflicts(hosting: MailHostingState, records: DnsRecordValues[], language: Language): void {
    if (!hosting.active) return;
    const details = records
      .map((record, position) => ({ record, key: record.id ?? `new-${position}` }))
      .filter(({ record }) => !record.deleted && (record.type === 'MX' || record.type === 'MAILFW'))
      .map(({ key }) => ({ field: `records.${key}.type`, message: errorMessage(language, ErrorCode.MailboxZoneConflict) }));
    if (details.length > 0) throw new AppError(ErrorCode.MailboxZoneConflict, 409, { details });
  }

  async function view(zone: DnsZoneRow, state: { nameservers: string[] }, modifyAllowed: boolean): Promise<DnsZone> {
    const [stored, confirmed, allowed, hosting] = await Promise.all([
      repository.records(zone.id),
      repository.confirmedMailfw(zone.id),
      dnssecAllowed(zone.domain),
      hostingOf(zone.domain),
    ]);
    const now = clock.now();
    let keys: DnsZone['dnssec_keys'] = null;
    if (zone.dnssec && zone.publishedVersion !== null) {
      try {
        keys = await publisher.dnssecKeys(zone.domain);
      } catch (error) {
        // Not served right now: the keys show again once the DNS server answers.
        log.info({ err: error, domain: zone.domain }, 'dns: DNSSEC keys not available');
      }
    }
    const shop = new Set(deps.shopNameservers.map((host) => host.toLowerCase().replace(/\.$/, '')));
    return presentZone({
      zone,
      records: stored.map((record) => presentRecord(storedToValues(record), zone, now, confirmed)),
      dnssecAllowed: allowed,
      modifyAllowed,
      ddnsPassword: zone.ddnsPassword ? (deps.secretBox.open(zone.ddnsPassword, `dns-zone:${zone.id}`) ?? '') : '',
      serving: servingOf(zone),
      usesShopNameservers:
        state.nameservers.length > 0 && state.nameservers.every((host) => shop.has(host.toLowerCase().replace(/\.$/, ''))),
      dnssecKeys: keys,
      // A conflict that exists anyway (a restored version, a mailbox made by provisioning): shown, not hidden.
      mailConflict: {
        mx: hosting.active && stored.some((record) => record.type === 'MX'),
        mailfw: hosting.active && stored.some((record) => record.type === 'MAILFW'),
      },
    });
  }

  /**
   * Checks the zone a save would leave: every record by its type's rules, then the rules between
   * records (CNAME exclusivity, one TTL per RRset…). Errors carry "records.<id>.<field>", the id
   * being the one the editor sent (or "new-<position>" for a record without one). Answers the
   * records as they will be stored.
   */
  function checkRecords(domain: string, input: DnsRecordValues[], language: Language, denyUrl: boolean): ZoneRecord[] {
    const kept = input.filter((record) => !record.deleted);
    if (kept.length > DNS_RECORDS_MAX) throw new AppError(ErrorCode.DnsTooManyRecords, 400, { field: 'records' });
    const details: Array<{ field: string; message: string }> = [];
    const checked: ZoneRecord[] = [];
    const key = (record: DnsRecordValues, position: number) => record.id ?? `new-${position}`;
    if (denyUrl) {
      const position = kept.findIndex((record) => record.type === 'URL');
      if (position >= 0) throw new AppError(ErrorCode.DnsUrlDenied, 400, { field: `records.${key(kept[position], position)}.type` });
    }
    kept.forEach((record, position) => {
      const outcome = validateRecord(record, { zone: domain, language });
      if (!outcome.ok) {
        for (const [field, message] of Object.entries(outcome.errors))
          details.push({ field: `records.${key(record, position)}.${field}`, message });
        return;
      }
      checked.push({ ...outcome.record, id: key(record, position) });
    });
    if (details.length === 0) {
      for (const [id, fields] of Object.entries(checkZoneRecords(checked, domain, language, zoneCheckOptions))) {
        for (const [field, message] of Object.entries(fields)) details.push({ field: `records.${id}.${field}`, message });
      }
    }
    if (details.length > 0) throw new AppError(ErrorCode.DnsRecordInvalid, 400, { details });
    return checked;
  }

  /** The zone's new settings from the save's flags; dynamic DNS credentials checked and sealed. */
  function settingsOf(zone: DnsZoneRow, body: SaveBody, allowed: boolean): DnsZoneSettings {
    if (body.flags.dnssec && !allowed) throw new AppError(ErrorCode.DnssecNotAllowed, 400, { field: 'flags.dnssec' });
    const { ddns } = body.flags;
    const username = ddns.username.trim();
    const storedPassword = zone.ddnsPassword ? deps.secretBox.open(zone.ddnsPassword, `dns-zone:${zone.id}`) : null;
    const unchanged = username === (zone.ddnsUsername ?? '') && (ddns.password === '' || ddns.password === storedPassword);
    if ((ddns.active || username !== '') && !unchanged) {
      if (!DDNS_USERNAME.test(username) || ddns.password.length < DDNS_PASSWORD_MIN)
        throw new AppError(ErrorCode.DnsDdnsCredentialsInvalid, 400, { field: 'flags.ddns' });
    }
    if (ddns.active && username === '') throw new AppError(ErrorCode.DnsDdnsCredentialsInvalid, 400, { field: 'flags.ddns' });
    return {
      comments: body.comments,
      parkingPage: body.flags.parking_page,
      dnssec: body.flags.dnssec,
      ddnsActive: ddns.active,
      ddnsUsername: username === '' ? null : username.toLowerCase(),
      ...(unchanged ? {} : { ddnsPassword: username === '' ? null : deps.secretBox.seal(ddns.password, `dns-zone:${zone.id}`) }),
    };
  }

  /**
   * Stores a checked zone in one transaction; a version moved on meanwhile answers 8001 and changes
   * nothing. A MAILFW destination the zone has not used before is sent its confirmation mail.
   */
  async function store(
    session: UserSession,
    zone: DnsZoneRow,
    expectedVersion: number,
    records: DnsRecordValues[],
    settings: DnsZoneSettings,
    knownIds: Set<string>,
  ): Promise<void> {
    refuseMailConflicts(await hostingOf(zone.domain), records, session.language);
    const sources = new Map<string, string[]>();
    for (const record of records) {
      if (record.type !== 'MAILFW') continue;
      const destination = record.value.toLowerCase();
      sources.set(destination, [...(sources.get(destination) ?? []), record.name]);
    }
    const tokens = new Map([...sources.keys()].map((destination) => [destination, randomToken()]));
    const outcome = await repository.save({
      mailfw: [...tokens].map(([destination, token]) => ({ destination, tokenHash: sha256(token) })),
      zoneId: zone.id,
      expectedVersion,
      records: records.map((record) => valuesToStored(record, knownIds)),
      settings,
      savedBy: session.user.id,
      now: clock.now(),
      job: (version) => ({
        kind: PUSH_DNS_ZONE_JOB,
        payload: { zoneId: zone.id },
        uniqueKey: `${PUSH_DNS_ZONE_JOB}:${zone.id}:v${version}`,
        maxAttempts: PUSH_MAX_ATTEMPTS,
        runAt: clock.now(),
      }),
    });
    if (!outcome.ok) {
      if (outcome.reason === 'ddns-username-taken')
        throw new AppError(ErrorCode.DnsDdnsUsernameTaken, 409, { field: 'flags.ddns.username' });
      if (outcome.reason === 'mailfw-limit') throw new AppError(ErrorCode.DnsMailfwDestinationsLimit, 400, { field: 'records' });
      throw new AppError(ErrorCode.DnsZoneChanged, 409, { field: 'version' });
    }
    deps.wakeJobs();
    // MAILFW records may have changed: the mail servers' forwards follow.
    deps.mail?.changed();
    for (const destination of outcome.newMailfw)
      sendMailfwLink(session.language, zone.domain, destination, sources.get(destination) ?? [], tokens.get(destination)!);
  }

  function sendMailfwLink(language: Language, domain: string, destination: string, sources: string[], token: string): void {
    const link = `${deps.linkBaseUrl}/dns/mailfw/confirm?token=${encodeURIComponent(token)}`;
    const mail = mailfwConfirmMail(language, { domain: toDisplayName(domain), destination, sources, link }, deps.shopName);
    deps.tasks.run('mail dns-mailfw-confirm', () => deps.mailer.send(destination, renderMailParts(language, mail, deps.shopName)));
  }

  function requireModifiable(modifyAllowed: boolean): void {
    if (!modifyAllowed) throw new AppError(ErrorCode.DnsZoneLocked, 409, { field: 'domain' });
  }

  /**
   * Mirrors the zone to the DNS server. When a save lands during the push, the push is repeated
   * with it, so that the server never keeps an older state than the latest save (two pushes of
   * one zone may run side by side). Then the next moment a record starts or stops is scheduled.
   */
  async function push(zoneId: number): Promise<void> {
    // One push per zone at a time in this process: two jobs of one zone (a save's and a scheduled
    // one) would otherwise race at the DNS server, and a loser's error could be recorded after the
    // winner's success. Across processes the version check below keeps the newest state served.
    return pushOneAtATime(`zone:${zoneId}`, () => pushNow(zoneId));
  }

  async function pushNow(zoneId: number): Promise<void> {
    for (let round = 0; round < 5; round += 1) {
      const zone = await repository.byId(zoneId);
      if (!zone) return;
      const [stored, confirmed, hosting] = await Promise.all([
        repository.records(zone.id),
        repository.confirmedMailfw(zone.id),
        hostingOf(zone.domain),
      ]);
      const now = clock.now();
      const records = stored.map(storedToValues);
      let serial: number;
      let signed = zone.dnssec;
      try {
        // DNSSEC off keeps a zone signed until its DS is gone from the registry (dnssec.service.ts).
        if (deps.dnssec) signed = await deps.dnssec.signing(zone);
        ({ serial } = await publisher.publishZone({
          name: zone.domain,
          rrsets: rrsetsOf(zone, records, confirmed, now, hosting),
          dnssec: signed,
        }));
      } catch (error) {
        if (error instanceof DnsServerError) {
          await repository.markPublishError(zone.id, error.message);
          // No DNS server at all: nothing to retry now; the reconciliation pushes once one answers.
          if (error.kind === 'not_served') return;
        }
        throw error;
      }
      await deps.dnssec?.afterPush(zone, signed);
      const next = nextStateChange(records, now);
      if (next) {
        await repository.enqueue(
          {
            kind: PUSH_DNS_ZONE_JOB,
            payload: { zoneId: zone.id },
            uniqueKey: `${PUSH_DNS_ZONE_JOB}:${zone.id}:at:${next.toISOString()}`,
            maxAttempts: PUSH_MAX_ATTEMPTS,
            runAt: next,
          },
          now,
        );
      }
      if (await repository.markPublished(zone.id, zone.version, serial)) return;
    }
    throw new Error(`dns: zone ${zoneId} kept changing during its push`);
  }

  /** SOA and apex NS are the DNS server's own: they are left out of comparisons. */
  const servedPart = (domain: string, rrsets: Rrset[]) => {
    const apex = `${domain}.`;
    return rrsets.filter(
      (rrset) => rrset.type.toUpperCase() !== 'SOA' && !(rrset.type.toUpperCase() === 'NS' && rrset.name.toLowerCase() === apex),
    );
  };
  const differs = (before: Rrset[], after: Rrset[]) => {
    const diff = diffRrsets(before, after);
    return diff.added.length + diff.changed.length + diff.removed.length > 0;
  };

  /**
   * Brings the DNS server in line with the shop's zones: zones it lacks, zones whose RRsets
   * drifted (or whose last push failed) are pushed again. Answers the zones it pushed.
   */
  async function reconcile(): Promise<{ pushed: string[] }> {
    const pushed: string[] = [];
    let served: { name: string }[];
    try {
      served = await publisher.listZones();
    } catch (error) {
      // No DNS server, or it does not answer: the next run looks again.
      log.info({ err: error }, 'dns: reconciliation skipped, the DNS server does not answer');
      return { pushed };
    }
    const zones = await repository.allZones();
    const known = new Set(zones.map((zone) => zone.domain));
    for (const { id } of zones) {
      const zone = await repository.byId(id);
      if (!zone) continue;
      try {
        const [stored, confirmed, served, hosting] = await Promise.all([
          repository.records(zone.id),
          repository.confirmedMailfw(zone.id),
          publisher.zoneRrsets(zone.domain),
          hostingOf(zone.domain),
        ]);
        const expected = servedPart(zone.domain, rrsetsOf(zone, stored.map(storedToValues), confirmed, clock.now(), hosting));
        if (served === null || zone.publishedVersion !== zone.version || differs(servedPart(zone.domain, served), expected)) {
          await push(zone.id);
          pushed.push(zone.domain);
        }
      } catch (error) {
        log.warn({ err: error, domain: zone.domain }, 'dns: reconciliation of a zone failed; the next run tries again');
      }
    }
    // Zones the server has that the shop does not keep are only reported: an external DNS server
    // may serve zones of its own (the shop's), and a name that left the shop was removed by removeZone.
    const strangers = served.map((zone) => zone.name.toLowerCase().replace(/\.$/, '')).filter((name) => !known.has(name));
    if (strangers.length > 0)
      log.info({ zones: strangers.slice(0, 20), count: strangers.length }, 'dns: the DNS server serves zones the shop does not keep');
    if (pushed.length > 0) log.info({ pushed }, 'dns: reconciliation pushed zones again');
    return { pushed };
  }

  /** Enqueues the reconciliation of the slot that contains `at` (one job per slot), and with `atStart` one right now. */
  async function schedule(options: { at?: Date; atStart?: boolean } = {}): Promise<void> {
    const now = clock.now();
    const at = options.at ?? now;
    const slot = Math.floor(at.getTime() / DNS_RECONCILE_INTERVAL_MS) * DNS_RECONCILE_INTERVAL_MS;
    const runAt = new Date(Math.max(slot, at.getTime()));
    await repository.enqueue(
      {
        kind: RECONCILE_DNS_ZONES_JOB,
        payload: {},
        uniqueKey: `${RECONCILE_DNS_ZONES_JOB}:${new Date(slot).toISOString()}`,
        maxAttempts: 3,
        runAt,
      },
      now,
    );
    if (options.atStart) {
      await repository.enqueue(
        {
          kind: RECONCILE_DNS_ZONES_JOB,
          payload: {},
          uniqueKey: `${RECONCILE_DNS_ZONES_JOB}:start:${now.toISOString()}:${randomBytes(4).toString('hex')}`,
          maxAttempts: 3,
          runAt: now,
        },
        now,
      );
    }
  }

  const pushJob: JobHandler = {
    async run(payload) {
      await push(Number(payload.zoneId));
    },
  };

  const reconcileJob: JobHandler = {
    async run() {
      // The next slot is recorded first, so a failing run never ends the chain.
      const next = (Math.floor(clock.now().getTime() / DNS_RECONCILE_INTERVAL_MS) + 1) * DNS_RECONCILE_INTERVAL_MS;
      await schedule({ at: new Date(next) });
      await reconcile();
    },
  };

  /** The save body's records checked against the user's zone (for the diff and the save). */
  async function proposed(session: UserSession, input: string, body: SaveBody) {
    const owned = await ownZone(session, input);
    const records = checkRecords(owned.zone.domain, body.records, session.language, owned.zone.denyUrl);
    return { ...owned, records };
  }

  return {
    handlers: { [PUSH_DNS_ZONE_JOB]: pushJob, [RECONCILE_DNS_ZONES_JOB]: reconcileJob } satisfies Record<string, JobHandler>,
    schedule,
    reconcile,
    push,

    /** Records a push of the domain's zone (when it has one), e.g. when it starts or stops hosting mail (decision 042). */
    async pushDomain(domain: string): Promise<void> {
      const zone = await repository.find(domain);
      if (!zone) return;
      const now = clock.now();
      await repository.enqueue(
        {
          kind: PUSH_DNS_ZONE_JOB,
          payload: { zoneId: zone.id },
          uniqueKey: `${PUSH_DNS_ZONE_JOB}:${zone.id}:mail:${now.getTime()}`,
          maxAttempts: PUSH_MAX_ATTEMPTS,
          runAt: now,
        },
        now,
      );
      deps.wakeJobs();
    },

    /** GET /dns/{domain}: the zone (created empty on first use). */
    async get(session: UserSession, input: string): Promise<DnsZone> {
      const { zone, state, modifyAllowed } = await ownZone(session, input);
      return view(zone, state, modifyAllowed);
    },

    /** GET /dns/status/{domain}: the push state alone, so the editor can follow it without reloading its records. */
    async status(session: UserSession, input: string): Promise<DnsZoneStatus> {
      const { zone } = await ownZone(session, input);
      return { version: zone.version, serial: zone.serial, serving: servingOf(zone) };
    },

    /**
     * POST /dns/validate/record/{domain}: one record by its type's rules and against the zone as
     * the editor has it (stored records, overridden and extended by `added_records`). Answers the
     * record as it would be stored, or its field errors keyed by field.
     */
    async validate(session: UserSession, input: string, body: ValidateBody): Promise<DnsRecord> {
      const { zone } = await ownZone(session, input);
      const record = { ...body.record, id: body.record.id ?? 'new-record' };
      const fieldErrors = (errors: Record<string, string>) =>
        new AppError(ErrorCode.DnsRecordInvalid, 400, { details: Object.entries(errors).map(([field, message]) => ({ field, message })) });
      if (zone.denyUrl && record.type === 'URL') throw new AppError(ErrorCode.DnsUrlDenied, 400, { field: 'type' });
      const outcome = validateRecord(record, { zone: zone.domain, language: session.language });
      if (!outcome.ok) throw fieldErrors(outcome.errors);
      if ((record.type === 'MX' || record.type === 'MAILFW') && (await hostingOf(zone.domain)).active) {
        throw new AppError(ErrorCode.MailboxZoneConflict, 409, {
          details: [{ field: 'type', message: errorMessage(session.language, ErrorCode.MailboxZoneConflict) }],
        });
      }
      const checked = { ...outcome.record, id: record.id };
      // The zone as the editor sees it: stored records, replaced or joined by the local ones.
      const byId = new Map<string, ZoneRecord>();
      for (const stored of await repository.records(zone.id)) byId.set(stored.id, storedToValues(stored));
      body.added_records.forEach((added, index) => byId.set(added.id ?? `added-${index}`, { ...added, id: added.id ?? `added-${index}` }));
      byId.set(checked.id, checked);
      const others: ZoneRecord[] = [];
      for (const candidate of byId.values()) {
        if (candidate.deleted) continue;
        if (candidate.id === checked.id) {
          others.push(checked);
          continue;
        }
        const valid = validateRecord(candidate, { zone: zone.domain, language: session.language });
        // Records with errors of their own are the editor's to show; they do not judge this one.
        if (valid.ok) others.push({ ...valid.record, id: candidate.id });
      }
      const zoneErrors = checkZoneRecords(others, zone.domain, session.language, zoneCheckOptions)[checked.id];
      if (zoneErrors && Object.keys(zoneErrors).length > 0) throw fieldErrors(zoneErrors);
      return presentRecord(checked, zone, clock.now(), await repository.confirmedMailfw(zone.id));
    },

    /** POST /dns/{domain}: the whole zone saved at once (all or nothing), then pushed by its job. */
    async save(session: UserSession, input: string, body: SaveBody): Promise<DnsZone> {
      const { zone, state, modifyAllowed, records } = await proposed(session, input, body);
      requireModifiable(modifyAllowed);
      const settings = settingsOf(zone, body, await dnssecAllowed(zone.domain));
      const knownIds = new Set((await repository.records(zone.id)).map((record) => record.id));
      await store(session, zone, body.version, records, settings, knownIds);
      return view((await repository.byId(zone.id))!, state, modifyAllowed);
    },

    /** GET /dns/generate-auth: fresh dynamic-DNS credentials; they take effect with the next save. */
    generateAuth(): DnsGeneratedAuth {
      return { username: `dyn-${randomBytes(6).toString('hex')}`, password: randomBytes(18).toString('base64url') };
    },

    /** POST /dns/diff/{domain}: what the save body would change in what the DNS server answers (nothing is saved). */
    async diff(session: UserSession, input: string, body: SaveBody): Promise<DnsDiff> {
      const { zone, records } = await proposed(session, input, body);
      const now = clock.now();
      const confirmed = await repository.confirmedMailfw(zone.id);
      const hosting = await hostingOf(zone.domain);
      let before: Rrset[] | null = null;
      try {
        before = await publisher.zoneRrsets(zone.domain);
      } catch {
        // Not served right now: compared with what the stored zone would serve.
      }
      before ??= rrsetsOf(zone, (await repository.records(zone.id)).map(storedToValues), confirmed, now, hosting);
      const after = rrsetsOf({ domain: zone.domain, parkingPage: body.flags.parking_page }, records, confirmed, now, hosting);
      return diffRrsets(servedPart(zone.domain, before), servedPart(zone.domain, after));
    },

    /** GET /dns/versions/{domain}: the saves of the zone, newest first. */
    async versions(session: UserSession, input: string): Promise<DnsZoneVersion[]> {
      const { zone } = await ownZone(session, input);
      return (await repository.versions(zone.id)).map((row) => ({
        version: row.version,
        saved_at: row.savedAt.toISOString(),
        saved_by: row.savedBy ?? (row.savedVia === 'dynamic-dns' ? 'dynamic DNS' : ''),
        record_count: row.recordCount,
      }));
    },

    /** POST /dns/versions/{domain}/restore/{version}: that version's records and flags become the zone, as a new version. */
    async restore(session: UserSession, input: string, version: number): Promise<DnsZone> {
      const { zone, state, modifyAllowed } = await ownZone(session, input);
      requireModifiable(modifyAllowed);
      const saved = await repository.version(zone.id, version);
      if (!saved) throw new AppError(ErrorCode.DnsVersionNotFound, 404, { field: 'version' });
      // Checked by today's rules as a save is: a URL record from before deny_url, or one a CAA record now keeps out, does not come back this way.
      const records = checkRecords(zone.domain, saved.records.map(storedToValues), session.language, zone.denyUrl);
      const knownIds = new Set([
        ...(await repository.records(zone.id)).map((record) => record.id),
        ...saved.records.map((record) => record.id),
      ]);
      const settings: DnsZoneSettings = {
        comments: saved.comments,
        parkingPage: saved.flags.parkingPage,
        // DNSSEC is not switched on again where the TLD no longer allows it; credentials stay as they are.
        dnssec: saved.flags.dnssec && (await dnssecAllowed(zone.domain)),
        ddnsActive: saved.flags.ddnsActive && zone.ddnsUsername !== null,
        ddnsUsername: zone.ddnsUsername,
      };
      await store(session, zone, zone.version, records, settings, knownIds);
      return view((await repository.byId(zone.id))!, state, modifyAllowed);
    },

    /** POST /dns/import/{domain}: a BIND zone file read and checked record by record; nothing is saved. */
    async importPreview(session: UserSession, input: string, zoneFile: string): Promise<DnsImportPreview> {
      const { zone } = await ownZone(session, input);
      const parsed = parseZoneFileLines(zoneFile, zone.domain, { language: session.language });
      const records: DnsImportPreview['records'] = [];
      const refused = [...parsed.refused];
      for (const entry of parsed.records) {
        const outcome =
          zone.denyUrl && entry.record.type === 'URL'
            ? null
            : validateRecord(entry.record, { zone: zone.domain, language: session.language });
        if (outcome?.ok) records.push(outcome.record);
        else refused.push({ line: entry.line, text: entry.text, reason: outcome ? Object.values(outcome.errors).join(' ') : '' });
      }
      refused.sort((a, b) => a.line - b.line);
      return { records, refused };
    },

    /** GET /dns/export/{domain}: what the zone serves now, as an RFC 1035 master file. */
    async exportZone(session: UserSession, input: string): Promise<{ fileName: string; text: string }> {
      const { zone } = await ownZone(session, input);
      const [stored, confirmed, hosting] = await Promise.all([
        repository.records(zone.id),
        repository.confirmedMailfw(zone.id),
        hostingOf(zone.domain),
      ]);
      const rrsets = rrsetsOf(zone, stored.map(storedToValues), confirmed, clock.now(), hosting);
      return {
        fileName: `${zone.domain}.zone`,
        text: exportZoneFile(zone.domain, rrsets, { serial: zone.serial, nameservers: deps.shopNameservers }),
      };
    },

    /** POST /dns/mailfw/confirm: the destination agreed to receive the forwarded mail; the zone is pushed with its MX records. */
    async confirmMailfw(token: string): Promise<DnsMailfwConfirmation> {
      const tokenHash = sha256(token);
      const confirmed = await repository.confirmMailfw(tokenHash, clock.now());
      if (!confirmed) throw new AppError(ErrorCode.TokenInvalid, 404, { field: 'token' });
      await repository.enqueue(
        {
          kind: PUSH_DNS_ZONE_JOB,
          payload: { zoneId: confirmed.zoneId },
          uniqueKey: `${PUSH_DNS_ZONE_JOB}:${confirmed.zoneId}:mailfw:${tokenHash}`,
          maxAttempts: PUSH_MAX_ATTEMPTS,
          runAt: clock.now(),
        },
        clock.now(),
      );
      deps.wakeJobs();
      deps.mail?.changed();
      const destination = confirmed.destination.toLowerCase();
      const sources = (await repository.records(confirmed.zoneId))
        .map(storedToValues)
        .filter((record) => record.type === 'MAILFW' && record.value.toLowerCase() === destination)
        .map((record) => record.name);
      return {
        domain: confirmed.domain,
        domain_utf8: toDisplayName(confirmed.domain),
        destination: confirmed.destination,
        sources: [...new Set(sources)].sort(),
      };
    },

    /**
     * POST /dns/mailfw/resend/{domain}: the link to a MAILFW destination that has not confirmed is
     * mailed again with a new token (a lost or expired mail has no other way back: a save mails only
     * addresses the zone never used). Only for destinations of the zone's records, once per
     * destination per window; checked before counting, so a mistyped address costs no wait.
     */
    async resendMailfw(session: UserSession, input: string, destinationInput: string): Promise<DnsMailfwResent> {
      const { zone } = await ownZone(session, input);
      const destination = destinationInput.trim().toLowerCase();
      const sources = (await repository.records(zone.id))
        .map(storedToValues)
        .filter((record) => record.type === 'MAILFW' && record.value.toLowerCase() === destination)
        .map((record) => record.name);
      if (sources.length === 0) throw new AppError(ErrorCode.DnsMailfwNotPending, 404, { field: 'destination' });
      if ((await repository.confirmedMailfw(zone.id)).has(destination))
        throw new AppError(ErrorCode.DnsMailfwAlreadyConfirmed, 409, { field: 'destination' });
      const wait = await deps.mailfwResendLimiter.hit(`${zone.id}:${destination}`);
      if (wait > 0) throw new AppError(ErrorCode.TooManyRequests, 429, { field: 'destination', headers: { 'retry-after': String(wait) } });
      const token = randomToken();
      // Confirmed between the check and now: nothing to send.
      if (!(await repository.renewMailfwToken(zone.id, destination, sha256(token), clock.now())))
        throw new AppError(ErrorCode.DnsMailfwAlreadyConfirmed, 409, { field: 'destination' });
      sendMailfwLink(session.language, zone.domain, destination, [...new Set(sources)].sort(), token);
      return { destination };
    },

    /** The zone of a name that came to the shop (registration, transfer in): created empty once. */
    async ensureZone(domain: string, userId: number): Promise<void> {
      const name = asciiName(domain);
      if (!(await repository.find(name))) await createZone(name, userId);
    },

    /** The name left the shop: its zone is deleted here and on the DNS server (the reconciliation removes it there should the server not answer now). */
    async removeZone(domain: string): Promise<void> {
      const name = asciiName(domain);
      await repository.remove(name);
      try {
        await publisher.removeZone(name);
      } catch (error) {
        log.warn({ err: error, domain: name }, 'dns: removing a zone from the DNS server failed; the reconciliation removes it later');
      }
    },
  };
}

export type DnsZoneService = ReturnType<typeof createDnsZoneService>;

export type { DnsStoredRecord };
