import { z } from 'zod';
import path from 'node:path';
import { DEFAULT_SHOP_NAME, SANDBOX_BANK_ACCOUNT, SHOP_VAT_ID } from './modules/price/shop-identity';
import { bicProblem, ibanProblem, normalizeBic, normalizeIban } from './modules/payment/bank-account-config';
import { hasVatIdFormat, isValidVatId, normalizeVatId } from '../common/vat/vat-id';
import { VIES_DEFAULT_URL } from './modules/vat/vies-client';
import { parseIpLiteral } from '../common/dns/ip-address';
import { forwardingEdgePortSchema } from './dns/forwarding-edge/edge-config';
import { edgeTlsEnvShape, toEdgeTlsSettings } from './dns/forwarding-edge/tls/edge-tls-config';
import { footerEnvShape, toFooterConfig } from './modules/config/footer-config';
import { isTimeZone, parseHolidays, parseOfficeHours, type OfficeHoursEntry } from './modules/support/support-hours';
import { EppConfigError, loadEppConfig, type EppRegistryConfig } from './registry/epp/epp-config';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** postgres://… runs on a PostgreSQL server; unset runs on the embedded PGlite database. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /**
     * The registry behind the shop: 'sandbox' (the built-in registry, which makes the shop a test
     * environment) or 'epp', where the TLDs of EPP_CONFIG_FILE or EPP_REGISTRIES go to their EPP
     * registries and every other TLD stays on the sandbox (decision 045).
     */
    REGISTRY: z.enum(['sandbox', 'epp']).default('sandbox'),
    /** REGISTRY=epp: a JSON file of the EPP registries per TLD (server/registry/epp/epp-config.ts). */
    EPP_CONFIG_FILE: z.string().min(1).optional(),
    /** REGISTRY=epp: the same JSON in the variable itself, when there is no file. */
    EPP_REGISTRIES: z.string().min(1).optional(),
    /** Where PGlite keeps its data; "memory://" keeps it in memory only. */
    PGLITE_DATA_DIR: z.string().min(1).default('data/pglite'),
    /** Fill an empty database with the demo data (TLDs, countries, demo users). */
    SEED_DEMO_DATA: booleanFlag.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Mark the session cookie Secure; set it when the shop is served over HTTPS. */
    COOKIE_SECURE: booleanFlag.default(false),
    /** The built web app (index.html and assets). */
    WEB_DIST_DIR: z.string().min(1).default('dist/web'),
    /** Idle lifetime of a session in minutes. */
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(60 * 24 * 90)
      .default(60 * 24 * 14),
    /**
     * How long a process may reuse a session it read, in seconds. Other server processes see a
     * logout or a settings change after at most this long; 0 reads the database on every request.
     */
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    /**
     * Port of the WHOIS server (TCP, RFC 3912); "off" turns it off. 43 is the standard port but
     * needs privileges, so the default is an unprivileged one that a firewall can map to 43.
     */
    WHOIS_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).default(4343),
    /** The host name printed as "Registrar WHOIS Server" and RDAP port43; defaults to PUBLIC_URL's host or HOST. */
    WHOIS_SERVER_NAME: z.string().min(1).max(253).optional(),
    /** The public address printed at start and used in the links of e-mails; defaults to http://HOST:PORT. */
    PUBLIC_URL: z.url().optional(),
    /** smtp://user:pass@host:port or smtps://…; unset writes each e-mail as an .eml file into MAIL_DIR. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_DIR: z.string().min(1).default('data/mail'),
    /**
     * The shop's name (its brand, decision 063): in the mails' subjects, text and signature, the RSS
     * feed's title, the parking pages, the authenticator app's issuer and the web app's header and
     * title (served in the app settings). One line without control characters or angle brackets.
     */
    SHOP_NAME: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .refine((value) => !/[\p{Cc}<>]/u.test(value), 'must be one line without control characters or < >')
      .default(DEFAULT_SHOP_NAME),
    /** The sender of the shop's e-mails; unset: SHOP_NAME <noreply@localhost>. */
    MAIL_FROM: z.string().min(3).max(200).optional(),
    /**
     * Registrations one IP address may make an hour before each further one waits (10 s, doubling;
     * decision 013). Raise it where many customers share one address, or for a test run.
     */
    REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(100_000).default(256),
    /**
     * The nameservers a new domain is delegated to until its owner sets others: the shop's own
     * (parking) nameservers, 2–13 host names separated by commas.
     */
    DEFAULT_NAMESERVERS: z
      .string()
      .default('ns1.domain-shop.example,ns2.domain-shop.example')
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(
            z
              .string()
              .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/, 'each must be a host name'),
          )
          .min(2, 'needs at least 2 host names')
          .max(13, 'takes at most 13 host names'),
      ),
    /**
     * The DNS server that answers the customers' zones (decision 032): 'managed' runs PowerDNS as a
     * child process under PDNS_DATA_DIR (installed with apt-get when missing and run as root),
     * 'external' uses the PowerDNS API at PDNS_API_URL with PDNS_API_KEY, 'off' keeps zones unserved.
     */
    DNS_SERVER: z.enum(['managed', 'external', 'off']).default('managed'),
    PDNS_API_URL: z.url().optional(),
    PDNS_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
    /** Managed PowerDNS: its DNS port on 127.0.0.1 (0 = a free one) and its API port (0 = a free one). */
    PDNS_DNS_PORT: z.coerce.number().int().min(0).max(65535).default(5300),
    PDNS_API_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
    /** Managed PowerDNS: its configuration, database and API key. */
    PDNS_DATA_DIR: z.string().min(1).default('data/powerdns'),
    /**
     * The shop's nameservers, put as NS (and the first as SOA primary) into every zone it serves;
     * defaults to DEFAULT_NAMESERVERS.
     */
    SHOP_NAMESERVERS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase().replace(/\.$/, ''))
          .filter(Boolean),
      )
      .pipe(
        z
          .array(
            z
              .string()
              .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/, 'each must be a host name'),
          )
          .min(1, 'needs at least 1 host name')
          .max(13, 'takes at most 13 host names'),
      )
      .optional(),
    /**
     * The mail servers of the customers' mailboxes (decision 041): 'managed' runs Dovecot, Postfix,
     * postsrsd and OpenDKIM as child processes under MAIL_SERVERS_DIR (installed with apt-get when
     * missing and run as root), 'off' keeps mailboxes in the database without serving them.
     */
    MAIL_SERVERS: z.enum(['managed', 'off']).default('managed'),
    /** The managed mail servers' ports on HOST (0 = a free one): IMAP, inbound SMTP for hosted names, authenticated submission. */
    IMAP_PORT: z.coerce.number().int().min(0).max(65535).default(10143),
    SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(10025),
    SUBMISSION_PORT: z.coerce.number().int().min(0).max(65535).default(10587),
    /** The name mail programs connect to and the MX target of hosted domains; defaults to PUBLIC_URL's host, else localhost. */
    MAIL_HOSTNAME: z
      .string()
      .transform((value) => value.trim().toLowerCase().replace(/\.$/, ''))
      .pipe(
        z.string().regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, 'must be a host name'),
      )
      .optional(),
    /** host:port every outbound message (forwards, submitted mail) is relayed through; unset: delivered to the destination's MX. */
    MAIL_SMARTHOST: z
      .string()
      .regex(/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):\d{1,5}$/, 'must be host:port')
      .optional(),
    /**
     * The certificate and key (PEM file paths) of IMAP, inbound SMTP and submission, both or neither;
     * neither: a self-signed certificate for MAIL_HOSTNAME under MAIL_SERVERS_DIR (decision 041).
     */
    MAIL_TLS_CERT: z.string().min(1).optional(),
    MAIL_TLS_KEY: z.string().min(1).optional(),
    /** The managed mail servers' configuration, maps, queue and maildirs. */
    MAIL_SERVERS_DIR: z.string().min(1).default('data/mail-servers'),
    /** The forwarding edge's HTTP port (URL records, parking page); 'off' starts none. A proxy or firewall maps port 80 to it. */
    FORWARDING_EDGE_PORT: forwardingEdgePortSchema,
    /** The edge's HTTPS for URL records with the TLS flag: ACME_DIRECTORY_URL, ACME_EMAIL, ACME_CAA_ISSUER, ACME_CA_BUNDLE, FORWARDING_EDGE_TLS_PORT, EDGE_CERTIFICATES_DIR (decision 039). */
    ...edgeTlsEnvShape,
    /** The edge's public IPv4 and IPv6 addresses, comma-separated: the A and AAAA answers of URL records and parked names. */
    FORWARDING_EDGE_ADDRESSES: z
      .string()
      .default('127.0.0.1')
      .transform((value) =>
        value
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.string().refine((address) => parseIpLiteral(address) !== null, 'each must be an IPv4 or IPv6 address'))
          .min(1, 'needs at least 1 address')
          .max(8, 'takes at most 8 addresses'),
      ),
    /** The shop's mail relay hosts, comma-separated, that MAILFW records become MX records of (none: MAILFW records are kept but serve no MX). */
    MAIL_RELAY_HOSTS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase().replace(/\.$/, ''))
          .filter(Boolean),
      )
      .pipe(
        z
          .array(
            z
              .string()
              .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/, 'each must be a host name'),
          )
          .max(10, 'takes at most 10 host names'),
      ),
    /**
     * The operator's legal details for the imprint, the terms and the downloads (issue 18); the
     * defaults are visibly an example and must be replaced before the shop opens. OPERATOR_ADDRESS
     * takes its lines separated by "|" (e.g. "Musterstraße 1|10115 Berlin|Germany").
     */
    OPERATOR_NAME: z.string().trim().min(1).max(200).default('Example Domains GmbH (example operator)'),
    OPERATOR_ADDRESS: z.string().trim().min(1).max(500).default('Musterstraße 1|10115 Berlin|Germany'),
    OPERATOR_REPRESENTATIVE: z.string().trim().min(1).max(200).default('Erika Mustermann (example)'),
    OPERATOR_REGISTER: z.string().trim().min(1).max(200).default('Amtsgericht Berlin-Charlottenburg, HRB 000000 (example)'),
    OPERATOR_VAT_ID: z.string().trim().min(1).max(30).transform(normalizeVatId).default(SHOP_VAT_ID),
    /**
     * The operator's country (ISO 3166 alpha-2, an EU member state): the seller's country of the
     * invoices and of the VAT rules (a business customer there pays domestic VAT, decision 006).
     */
    OPERATOR_COUNTRY: z
      .string()
      .trim()
      .toUpperCase()
      .refine(hasVatIdFormat, 'must be the ISO code of an EU member state, such as DE')
      .default('DE'),
    OPERATOR_EMAIL: z.email().default('info@example.com'),
    OPERATOR_PHONE: z.string().trim().min(1).max(50).default('+49 30 0000000 (example)'),
    /**
     * The bank account customers pay bank transfers to (checkout, payment status, top-up; decision
     * 066), held in the operator's name (OPERATOR_NAME, decision 063). The defaults are a sandbox
     * account. A malformed IBAN (length, format, check digits) or BIC stops the start.
     */
    BANK_IBAN: z
      .string()
      .transform(normalizeIban)
      .superRefine((iban, context) => {
        const problem = ibanProblem(iban);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .default(SANDBOX_BANK_ACCOUNT.iban),
    BANK_BIC: z
      .string()
      .transform(normalizeBic)
      .superRefine((bic, context) => {
        const problem = bicProblem(bic);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .default(SANDBOX_BANK_ACCOUNT.bic),
    BANK_NAME: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .refine((value) => !/[\p{Cc}<>]/u.test(value), 'must be one line without control characters or < >')
      .default(SANDBOX_BANK_ACCOUNT.name),
    /** Where abuse reports go (the form on /cms/report-abuse); OPERATOR_EMAIL when unset. */
    ABUSE_EMAIL: z.email().optional(),
    /** The footer's operator website, payment logos, certification, ICANN, social and legal links (server/modules/config/footer-config.ts). */
    ...footerEnvShape,
    /**
     * The support team's office hours for the chat state (decision 056), e.g. "mon-fri 08:00-18:00;
     * sat 10:00-14:00" ("fri 22:00-02:00" runs past midnight, "none" for never), in SUPPORT_TIMEZONE.
     */
    SUPPORT_HOURS: z.string().trim().min(1).max(500).default('mon-fri 09:00-18:00'),
    SUPPORT_TIMEZONE: z.string().trim().refine(isTimeZone, 'must be an IANA time zone such as Europe/Berlin').default('Europe/Berlin'),
    /**
     * The public holidays the support team is closed on, so the chat state is offline all day
     * (decision 056): dates separated by "," or ";", "2026-04-03" once or "12-25" every year, on
     * the calendar of SUPPORT_TIMEZONE. Empty: none.
     */
    SUPPORT_HOLIDAYS: z.string().trim().max(2000).default(''),
    /** The operator's live chat, opened in a 640×480 window from the support drawer; unset: the chat state is always offline. */
    SUPPORT_CHAT_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The 24/7 line of premium-support customers, shown to them only; OPERATOR_PHONE when unset. */
    SUPPORT_PREMIUM_PHONE: z
      .string()
      .trim()
      .min(3)
      .max(50)
      .regex(/^\+?[0-9 ()/-]+$/, 'must be a telephone number such as +49 30 1234567')
      .optional(),
    /** The VIES REST endpoint that confirms business customers' VAT IDs (decision 006); tests point it at a local double. */
    VIES_URL: z.url().default(VIES_DEFAULT_URL),
    /** The shop's own VAT ID, sent to VIES as the requester so that its answers carry a consultation number. */
    VIES_REQUESTER_VAT_ID: z
      .string()
      .regex(/^[A-Z]{2}[A-Z0-9]{2,13}$/, 'must be a VAT ID with its country prefix, e.g. DE123456789')
      .default(SHOP_VAT_ID),
    /** How long saving a billing address waits for VIES, in milliseconds (a quote waits at most 2 s). */
    VIES_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
    /**
     * Test-only routes for the browser tests (`/api/v1/test/...`, e.g. putting a customer's domain
     * into redemption now): only when 'on', which e2e/support/global-setup.ts sets; refused in
     * production. A normal start never has them.
     */
    E2E_TEST_ROUTES: z.enum(['on', 'off']).default('off'),
    /**
     * Test-only: the sandbox registry answers a domain create this many milliseconds after it
     * recorded the name, so a test can kill the shop mid-registration; 0 (the default) answers at
     * once. Refused in production.
     */
    SANDBOX_CREATE_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(0),
    /**
     * The key that encrypts two-factor secrets (at least 32 characters). Required in production;
     * development generates one into data/secret-key, tests use a fixed one.
     */
    SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && !env.SECRET_KEY)
      context.addIssue({ code: 'custom', path: ['SECRET_KEY'], message: 'is required in production' });
    if (env.NODE_ENV === 'production' && env.E2E_TEST_ROUTES === 'on')
      context.addIssue({ code: 'custom', path: ['E2E_TEST_ROUTES'], message: 'must be off in production' });
    if (env.DNS_SERVER === 'external' && !env.PDNS_API_URL)
      context.addIssue({ code: 'custom', path: ['PDNS_API_URL'], message: 'is required when DNS_SERVER is external' });
    if (env.DNS_SERVER === 'external' && !env.PDNS_API_KEY)
      context.addIssue({ code: 'custom', path: ['PDNS_API_KEY'], message: 'is required when DNS_SERVER is external' });
    if (env.NODE_ENV === 'production' && env.SANDBOX_CREATE_DELAY_MS > 0)
      context.addIssue({ code: 'custom', path: ['SANDBOX_CREATE_DELAY_MS'], message: 'must be 0 in production' });
    if (hasVatIdFormat(env.OPERATOR_COUNTRY) && !isValidVatId(env.OPERATOR_COUNTRY, env.OPERATOR_VAT_ID))
      context.addIssue({
        code: 'custom',
        path: ['OPERATOR_VAT_ID'],
        message: `must be a VAT ID of OPERATOR_COUNTRY (${env.OPERATOR_COUNTRY})`,
      });
  });

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>, root: string, raw: Record<string, string | undefined> = {}) {
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    database: env.DATABASE_URL
      ? ({ kind: 'postgres', url: env.DATABASE_URL } as const)
      : ({ kind: 'pglite', dataDir: env.PGLITE_DATA_DIR === 'memory://' ? 'memory://' : path.resolve(root, env.PGLITE_DATA_DIR) } as const),
    registry: env.REGISTRY,
    /** The EPP registries per TLD (REGISTRY=epp); empty on the sandbox. Passwords and keys print as [redacted]. */
    eppRegistries: eppRegistries(env, raw),
    seedDemoData: env.SEED_DEMO_DATA,
    logLevel: env.LOG_LEVEL,
    cookieSecure: env.COOKIE_SECURE,
    webDistDir: path.resolve(root, env.WEB_DIST_DIR),
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    publicUrl: env.PUBLIC_URL,
    /** The base of links in e-mails, without a trailing slash. */
    linkBaseUrl: (env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`).replace(/\/+$/, ''),
    /** The shop's name (SHOP_NAME): mails, RSS, parking pages, authenticator issuer, the web app's header and title. */
    shopName: env.SHOP_NAME,
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      dir: path.resolve(root, env.MAIL_DIR),
      from: env.MAIL_FROM ?? `${mailDisplayName(env.SHOP_NAME)} <noreply@localhost>`,
    },
    secretKey: env.SECRET_KEY ?? null,
    defaultNameservers: env.DEFAULT_NAMESERVERS,
    /** Where the customers' zones are served (decision 032). */
    dns: {
      server: env.DNS_SERVER,
      nameservers: env.SHOP_NAMESERVERS ?? env.DEFAULT_NAMESERVERS,
      managed: { dir: path.resolve(root, env.PDNS_DATA_DIR), dnsPort: env.PDNS_DNS_PORT, apiPort: env.PDNS_API_PORT },
      external: env.PDNS_API_URL && env.PDNS_API_KEY ? { apiUrl: env.PDNS_API_URL, apiKey: env.PDNS_API_KEY } : null,
      /** Where URL records and parked names point (the forwarding edge), by address family. */
      edgeAddresses: {
        v4: env.FORWARDING_EDGE_ADDRESSES.map((address) => parseIpLiteral(address)!)
          .filter((ip) => ip.version === 'v4')
          .map((ip) => ip.address),
        v6: env.FORWARDING_EDGE_ADDRESSES.map((address) => parseIpLiteral(address)!)
          .filter((ip) => ip.version === 'v6')
          .map((ip) => ip.address),
      },
      mailRelayHosts: env.MAIL_RELAY_HOSTS,
    },
    /** The mail servers of the mailboxes (decision 041). */
    mailServers: {
      mode: env.MAIL_SERVERS,
      dir: path.resolve(root, env.MAIL_SERVERS_DIR),
      hostname: env.MAIL_HOSTNAME ?? (env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname.toLowerCase() : 'localhost'),
      imapPort: env.IMAP_PORT,
      smtpPort: env.SMTP_PORT,
      submissionPort: env.SUBMISSION_PORT,
      smarthost: env.MAIL_SMARTHOST ? toHostPort(env.MAIL_SMARTHOST) : null,
      tls: mailTlsFiles(env.MAIL_TLS_CERT, env.MAIL_TLS_KEY, root),
    },
    /** The forwarding edge's listener (null: FORWARDING_EDGE_PORT=off). */
    forwardingEdge: env.FORWARDING_EDGE_PORT === 'off' ? null : { port: env.FORWARDING_EDGE_PORT },
    /** The edge's HTTPS: `settings` when ACME_DIRECTORY_URL is set, else null and `off`, the line for the start-up log. */
    edgeTls: toEdgeTlsSettings(env, root),
    registrationsPerIpPerHour: env.REGISTRATIONS_PER_IP_PER_HOUR,
    /** How long a client may take to send a whole request (headers and body); a slower one gets 408 and is closed. */
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    /** Open connections one address may hold at once; 0 turns the cap off (behind a proxy, where every client has its address). */
    connectionsPerIp: env.CONNECTIONS_PER_IP,
    /** The operator's legal details (imprint, terms, downloads) and where abuse reports are sent. */
    operator: {
      name: env.OPERATOR_NAME,
      address: env.OPERATOR_ADDRESS.split('|')
        .map((line) => line.trim())
        .filter(Boolean),
      representative: env.OPERATOR_REPRESENTATIVE,
      register: env.OPERATOR_REGISTER,
      vatId: env.OPERATOR_VAT_ID,
      /** ISO 3166 alpha-2: the seller's country on invoices and in the VAT rules. */
      country: env.OPERATOR_COUNTRY,
      email: env.OPERATOR_EMAIL,
      phone: env.OPERATOR_PHONE,
      abuseEmail: env.ABUSE_EMAIL ?? env.OPERATOR_EMAIL,
    },
    /** The account bank transfers go to (BANK_*, decision 066); its holder is the operator. */
    bank: { iban: env.BANK_IBAN, bic: env.BANK_BIC, name: env.BANK_NAME },
    /** The footer's operator-set links and logos per language, answered in the app settings (spec §2.3). */
    footer: toFooterConfig(env),
    /** The chat state's office hours, the live chat and the premium line (decision 056). */
    support: {
      hours: { entries: officeHours(env.SUPPORT_HOURS), timeZone: env.SUPPORT_TIMEZONE, holidays: holidays(env.SUPPORT_HOLIDAYS) },
      chatUrl: env.SUPPORT_CHAT_URL ?? null,
      premiumPhone: env.SUPPORT_PREMIUM_PHONE ?? env.OPERATOR_PHONE,
    },
    vies: { url: env.VIES_URL, requesterVatId: env.VIES_REQUESTER_VAT_ID, timeoutMs: env.VIES_TIMEOUT_MS },
    /** Test-only routes of the browser tests (never on in production). */
    e2eTestRoutes: env.E2E_TEST_ROUTES === 'on',
    /** Test-only slow answer of the sandbox registry's create (never in production). */
    sandboxCreateDelayMs: env.SANDBOX_CREATE_DELAY_MS,
    /** Where development keeps its generated secret key. */
    secretKeyFile: path.resolve(root, 'data/secret-key'),
    whois:
      env.WHOIS_PORT === 'off'
        ? null
        : { port: env.WHOIS_PORT, serverName: env.WHOIS_SERVER_NAME ?? (env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : env.HOST) },
  };
}

/** REGISTRY=epp needs an EPP configuration, and the sandbox takes none: a mistake is told at start, never a secret. */
function eppRegistries(env: z.infer<typeof envSchema>, raw: Record<string, string | undefined>): EppRegistryConfig[] {
  const given = env.EPP_CONFIG_FILE ? 'EPP_CONFIG_FILE' : env.EPP_REGISTRIES ? 'EPP_REGISTRIES' : null;
  if (env.REGISTRY === 'sandbox') {
    if (given) throw new ConfigError([`${given}: is only read with REGISTRY=epp`]);
    return [];
  }
  if (!given) throw new ConfigError(['REGISTRY: epp needs EPP_CONFIG_FILE or EPP_REGISTRIES']);
  try {
    // The variables named by passwordEnv are read from the environment as given.
    return loadEppConfig(raw);
  } catch (error) {
    if (error instanceof EppConfigError) throw new ConfigError([`${given}: ${error.message}`]);
    throw error;
  }
}

function officeHours(text: string): OfficeHoursEntry[] {
  const entries = parseOfficeHours(text);
  if (typeof entries === 'string') throw new ConfigError([`SUPPORT_HOURS: ${entries}`]);
  return entries;
}

function holidays(text: string): Set<string> {
  const days = parseHolidays(text);
  if (typeof days === 'string') throw new ConfigError([`SUPPORT_HOLIDAYS: ${days}`]);
  return days;
}

/** A name as the display name of an address header: quoted when it holds a character RFC 5322 reserves there. */
function mailDisplayName(name: string): string {
  return /[()<>[\]:;@\\,."]/.test(name) ? `"${name.replace(/["\\]/g, '\\$&')}"` : name;
}

function toHostPort(value: string): { host: string; port: number } {
  const colon = value.lastIndexOf(':');
  return { host: value.slice(0, colon).replace(/^\[|\]$/g, ''), port: Number(value.slice(colon + 1)) };
}

/** MAIL_TLS_CERT and MAIL_TLS_KEY as absolute paths; null (a self-signed certificate) when neither is set. */
function mailTlsFiles(cert: string | undefined, key: string | undefined, root: string): { certFile: string; keyFile: string } | null {
  if (!cert && !key) return null;
  if (!cert || !key)
    throw new ConfigError([
      `${cert ? 'MAIL_TLS_KEY' : 'MAIL_TLS_CERT'}: is needed with ${cert ? 'MAIL_TLS_CERT' : 'MAIL_TLS_KEY'} (set both, or neither for a self-signed certificate)`,
    ]);
  return { certFile: path.resolve(root, cert), keyFile: path.resolve(root, key) };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/**
 * Reads the configuration from environment variables. Every bad variable is named in one error,
 * so that a wrong deployment fails at start with the whole list instead of one at a time.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  // An empty variable counts as unset, as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return toConfig(parsed.data, root, present);
}
