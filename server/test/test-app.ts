import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../config';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import type { DnsPublisher } from '../dns/dns-publisher';
import type { MailPublisher } from '../mail-servers/mail-snapshot';
import { systemClock, type Clock } from '../lib/clock';
import { NS } from '../registry/epp/xml';
import { startEppTestRegistry, type EppTestRegistry } from './epp/epp-test-registry';
import { createTestDatabase } from './test-database';
import { startTestMailbox, type TestMailbox } from './test-mailbox';

export interface TestApp {
  app: FastifyInstance;
  /** The SMTP server the app's mail goes to. */
  mailbox: TestMailbox;
  /** Its database, for a second app on the same data (`createTestApp({ database })`). */
  database: Database;
  /** The EPP test server the app's EPP TLDs go to (registry 'epp'), else null. */
  eppRegistry: EppTestRegistry | null;
  close(): Promise<void>;
}

/** The real application on a fresh test database, for `app.inject()`, sending mail to an in-process SMTP server. */
/**
 * The registry gateway test apps use unless a test names one: 'sandbox', or 'epp' (the EPP test
 * server over TLS on the app's database, server/test/epp/epp-test-registry.ts), set by
 * TEST_REGISTRY=epp or by useRegistryForTestApps (the flow suite on the EPP gateway, decision 045).
 */
let defaultRegistry: 'sandbox' | 'epp' = process.env.TEST_REGISTRY === 'epp' ? 'epp' : 'sandbox';
/** Whether the EPP test server offers the fee extension (RFC 8748) in its greeting: TEST_REGISTRY_FEE=1 or useRegistryForTestApps. */
let feeExtension = process.env.TEST_REGISTRY_FEE === '1';
export function useRegistryForTestApps(kind: 'sandbox' | 'epp', options: { feeExtension?: boolean } = {}): void {
  defaultRegistry = kind;
  feeExtension = options.feeExtension ?? false;
}

/** The EPP test registry of a test app: the default extensions, and the fee extension where asked (decision 070). */
function startTestAppRegistry(database: Database, clock: Clock): Promise<EppTestRegistry> {
  return startEppTestRegistry({
    database,
    clock,
    server: feeExtension ? { extensionUris: [NS.rgp, NS.secDNS, NS.idnLang, NS.fee] } : undefined,
  });
}
export function testAppRegistry(): 'sandbox' | 'epp' {
  return defaultRegistry;
}
/**
 * For a test that builds its app itself: the environment of the registry testAppRegistry() names
 * (nothing for the sandbox, the EPP test server on `database` for 'epp'), and its close.
 */
export async function testRegistryEnv(
  database: Database,
  clock: Clock = systemClock,
): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  if (defaultRegistry !== 'epp') return { env: {}, close: async () => undefined };
  const registry = await startTestAppRegistry(database, clock);
  return {
    env: registry.env,
    async close() {
      servedEppCommands.push(...servedBy(registry));
      await registry.close();
    },
  };
}

/** The commands the EPP test servers of closed test apps were sent (`domain:create`, `poll` …), in order. */
const servedEppCommands: string[] = [];
/** Each command the EPP test server was sent, as `domain:update`, and once more with each extension it carried (`domain:update+secDNS-1.1`). */
function servedBy(registry: EppTestRegistry): string[] {
  return registry.server.commandLog.flatMap((entry) => [
    entry.command,
    ...(entry.extensions ?? []).map((extension) => `${entry.command}+${extension}`),
  ]);
}
export function eppCommandsServed(): readonly string[] {
  return servedEppCommands;
}

export async function createTestApp(
  options: {
    clock?: Clock;
    env?: Record<string, string>;
    /** The registry gateway: the sandbox, or the EPP test server over TLS (default: testAppRegistry()). */ registry?: 'sandbox' | 'epp';
    /** false: no background jobs (lifecycle sweep, poll reader, provisioning) unless the test runs them. */ startJobs?: boolean;
    /** The log lines go here (at LOG_LEVEL, default silent) instead of nowhere. */ logStream?: NodeJS.WritableStream;
    /** The DNS server zones are pushed to (server/test/powerdns.ts); none by default. */ dnsPublisher?: DnsPublisher;
    /** Another test app's database, to run a second shop process on it (not closed by this app). */ database?: Database;
    /** The mail servers mailboxes are published to; none by default. */ mailPublisher?: MailPublisher;
  } = {},
): Promise<TestApp> {
  const shared = options.database;
  const database = shared ?? (await createTestDatabase());
  const mailbox = await startTestMailbox();
  const eppRegistry =
    (options.registry ?? defaultRegistry) === 'epp' && !options.env?.REGISTRY
      ? await startTestAppRegistry(database, options.clock ?? systemClock)
      : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: 'dist/no-web-build-in-api-tests',
    SMTP_URL: mailbox.url,
    PUBLIC_URL: 'https://shop.example.test/',
    // Tests never reach the real VIES: nothing listens here (a VAT ID stays unconfirmed) unless a
    // test passes the address of its double (server/test/vies-double.ts).
    VIES_URL: 'http://127.0.0.1:9/check-vat-number',
    ...eppRegistry?.env,
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    clock: options.clock,
    logger: options.logStream ? { stream: options.logStream } : false,
    startJobs: options.startJobs,
    dnsPublisher: options.dnsPublisher,
    mailPublisher: options.mailPublisher,
  });
  await app.ready();
  return {
    app,
    mailbox,
    database,
    eppRegistry,
    async close() {
      await app.close();
      if (eppRegistry) {
        servedEppCommands.push(...servedBy(eppRegistry));
        await eppRegistry.close();
      }
      await mailbox.close();
      if (!shared) await database.close();
    },
  };
}

/** A browser's view of a session: its cookie and the tokens the client sends along. */
export interface TestSession {
  cookie: string;
  csrfToken: string;
  sessionId: string;
}

export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((entry) => entry.name === 'sid');
  return cookie ? `sid=${cookie.value}` : undefined;
}

/** Starts a session as the web app does on its first navigation. */
export async function startSession(app: FastifyInstance, headers: Record<string, string> = {}): Promise<TestSession> {
  // As an English browser starts it (the server's own default, for a browser that states no
  // language, is German: spec §3); a test passes another accept-language to be another browser.
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/user/status',
    headers: { 'accept-language': 'en-US,en;q=0.9', ...headers },
  });
  const body = response.json();
  return { cookie: sessionCookie(response)!, csrfToken: body.result.csrf_token, sessionId: body.result.session_id };
}

/** A POST as the web app sends it: cookie, and csrf_token and session_id in the body; `ip` sets the client's address. */
export function post(
  app: FastifyInstance,
  session: TestSession,
  url: string,
  body: Record<string, unknown> = {},
  options: { ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { cookie: session.cookie },
    payload: { csrf_token: session.csrfToken, session_id: session.sessionId, ...body },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

/** The session the answer of a login, logout or reset leaves the browser with. */
export function sessionAfter(response: LightMyRequestResponse): TestSession {
  const body = response.json();
  return { cookie: sessionCookie(response)!, csrfToken: body.result.csrf_token, sessionId: body.result.session_id };
}

/** A GET as the web app sends it: cookie, and csrf_token and session_id in the query. */
export function get(app: FastifyInstance, session: TestSession, url: string, query: Record<string, string> = {}) {
  const params = new URLSearchParams({ csrf_token: session.csrfToken, session_id: session.sessionId, ...query });
  return app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}${params}`, headers: { cookie: session.cookie } });
}

/** Logs in after a fresh session; returns the rotated session. */
export async function loginAs(app: FastifyInstance, login: string, password: string): Promise<TestSession> {
  const session = await startSession(app);
  const response = await post(app, session, '/api/v1/user/login', { login, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const body = response.json();
  return { cookie: sessionCookie(response)!, csrfToken: body.result.csrf_token, sessionId: body.result.session_id };
}
