import Fastify, { type FastifyContextConfig, type FastifyInstance, type FastifySchema } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAppServices, type AppServices } from './app-services';
import { registerApiCompression } from './http/api-compression';
import { buildOpenApiDocument, type OpenApiDocument } from './http/openapi';
import { registerErrorHandler, sendFrameworkError } from './http/error-handler';
import { serializeRequest } from './http/log-redaction';
import { handleClientError } from './http/client-error';
import { limitConnectionsPerAddress } from './http/connection-limits';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSessionHooks } from './http/session-hooks';
import { registerWebApp } from './http/web-app';
import { readBuildInfo } from './lib/build-info';
import type { Mailer } from './modules/mail/mailer';
import type { DnsPublisher } from './dns/dns-publisher';
import { systemClock, type Clock } from './lib/clock';
import { configRoutes } from './modules/config/config.routes';
import { domainRoutes } from './modules/domain/domain.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { rdapRoutes } from './modules/whois/rdap.routes';
import { dynamicDnsRoutes } from './modules/dns-zone/dynamic-dns.routes';
import { whoisRoutes } from './modules/whois/whois.routes';
import { healthRoutes } from './modules/health/health.routes';
import { userRoutes } from './modules/user/user.routes';
import { accountRoutes } from './modules/user/account.routes';
import { contactRoutes, contactTestRoutes } from './modules/contact/contact.routes';
import { priceRoutes } from './modules/price/price.routes';
import { tldCatalogRoutes } from './modules/price/tld-catalog.routes';
import { contentRoutes } from './modules/content/content.routes';
import { newsRoutes } from './modules/news/news.routes';
import { rssRoutes } from './modules/news/rss.routes';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes';
import { supportApiRoutes, supportRoutes } from './modules/support/support.routes';
import type { MailPublisher } from './mail-servers/mail-snapshot';
import { MAIL_SYNC_INTERVAL_MS } from './modules/mailbox/mail-sync';
import { mailboxRoutes } from './modules/mailbox/mailbox.routes';
import { nameserverRoutes } from './modules/nameserver/nameserver.routes';
import { paymentRoutes } from './modules/payment/payment.routes';
import { prepaidAccountRoutes } from './modules/prepaid-account/prepaid-account.routes';
import { orderRoutes } from './modules/order/order.routes';
import { invoiceRoutes } from './modules/invoice/invoice.routes';
import { transferRoutes } from './modules/transfer/transfer.routes';
import { ownershipRoutes } from './modules/ownership/ownership.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { dnsRoutes } from './modules/dns-zone/dns.routes';
import { customerDomainRoutes } from './modules/customer-domain/customer-domain.routes';
import { lifecycleTestRoutes, restoreRoutes } from './modules/restore/restore.routes';
import { popupTestRoutes } from './modules/popup/popup-test.routes';
import { premiumRoutes } from './modules/premium/premium.routes';
import { renewalLinkRoutes } from './modules/renewal/renewal-link.routes';
import { renewalRoutes } from './modules/renewal/renewal.routes';
import { sandboxGatewayRoutes } from './modules/payment/sandbox-gateway.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's services, for main.ts (timers) and tests (state checks). */
    services: AppServices;
  }
}

/** A route as registered, for the security sweep (server/security-sweep.test.ts). */
export interface RegisteredRoute {
  method: string;
  url: string;
  config: FastifyContextConfig | undefined;
  schema: FastifySchema | undefined;
}

const routeLists = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route of an app built by `buildApp`, with its config and schemas; HEAD twins left out. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  return [...(routeLists.get(app) ?? [])];
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Log output; tests pass false, or a stream to read the log lines from. */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** Replaces the mailer of the configuration (tests). */
  mailer?: Mailer;
  /** Start the durable-job worker when the app is ready (default); tests of restarts turn it off. */
  startJobs?: boolean;
  /** The DNS server the customers' zones are pushed to; without one, zones are kept but not served. */
  dnsPublisher?: DnsPublisher;
  /** The mail servers mailboxes and forwards are published to; without them, mailboxes are kept but not served. */
  mailPublisher?: MailPublisher;
}

/**
 * Builds the whole HTTP application. main.ts listens with it; tests call `app.inject()` on it.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Secrets never reach the log: cookies and credentials in headers, and the tokens and
            // codes in query strings (every GET carries csrf_token and session_id, spec §7).
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            serializers: { req: serializeRequest },
            ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}),
          },
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // A client must send its whole request within this time, or it gets 408 and the connection
    // closes (a slow-loris holds nothing for long); Node checks it every second.
    requestTimeout: config.requestTimeoutMs,
    http: { connectionsCheckingInterval: 1000, headersTimeout: Math.min(config.requestTimeoutMs, 20_000) },
    trustProxy: false,
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: handleClientError,
  });
  limitConnectionsPerAddress(app.server, config.connectionsPerIp);
  const routes: RegisteredRoute[] = [];
  routeLists.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, config: route.config as FastifyContextConfig | undefined, schema: route.schema });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createAppServices({
    config,
    database,
    clock: options.clock ?? systemClock,
    buildInfo: readBuildInfo(config.webDistDir),
    log: app.log,
    mailer: options.mailer,
    dnsPublisher: options.dnsPublisher,
    mailPublisher: options.mailPublisher,
  });
  app.decorate('services', services);
  // Mail and other background work finish before the database closes.
  app.addHook('onReady', async () => {
    // Loaded before the first request, so no transaction is ever the first to need it (transaction-context.ts).
    await services.referenceData.get();
    if (options.startJobs !== false) {
      // The hourly lifecycle sweep: its job re-enqueues itself; this records the first one.
      await services.lifecycle.schedule();
      // The registry's poll reader (transfers): its job re-enqueues itself every minute.
      await services.transfers.schedule();
      // DNS zones: the reconciliation runs once now and then every few minutes (decision 033).
      await services.dnsZones.schedule({ atStart: true });
      // Mailboxes (decision 043): the hourly sweep (lapse, removal), and the open Mailbox lines of orders paid before provisioning existed get their jobs.
      await services.mailboxLifecycle.schedule();
      // Contacts (decision 048): the hourly sweep of registrant verification (reminders, holds on day 15, lifts).
      await services.contacts.schedule();
      // The daily clean-up of the EPP records past their retention (decision 059).
      await services.registryRecords.schedule();
      await services.mailboxProvisioning.backfill();
      // Changes of registrant confirmed by both whose job was never written (decision 050), and the hourly sweep that lapses run-out changes and mails their parties.
      await services.ownership.resume();
      await services.ownership.schedule();
      services.jobs.start();
      // The mail servers get the whole picture now and every minute (MAILFW records start and stop by their dates).
      await services.mailSync.publish();
      mailSyncTimer = setInterval(() => void services.mailSync.publish(), MAIL_SYNC_INTERVAL_MS);
      mailSyncTimer.unref();
    }
  });
  let mailSyncTimer: NodeJS.Timeout | undefined;
  app.addHook('onClose', async () => {
    clearInterval(mailSyncTimer);
    await services.jobs.stop();
    await services.tasks.idle();
    services.mailer.close();
    // EPP sessions are logged out once no job can use them any more.
    await services.closeRegistry();
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  await app.register(fastifyCookie);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  // After the other onSend hooks: the payload is final when it is compressed (decision 040).
  registerApiCompression(app);
  registerSessionHooks(app, { sessions: services.sessions, config });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { services });
      await api.register(userRoutes, { services });
      await api.register(accountRoutes, { services });
      await api.register(contactRoutes, { services });
      await api.register(configRoutes, { services });
      await api.register(priceRoutes, { services });
      await api.register(tldCatalogRoutes, { services });
      await api.register(newsRoutes, { services });
      await api.register(contentRoutes, { services });
      await api.register(maintenanceRoutes, { services });
      await api.register(domainRoutes, { services });
      await api.register(whoisRoutes, { services });
      await api.register(nameserverRoutes, { services });
      await api.register(supportApiRoutes, { services });
      await api.register(cartRoutes, { services });
      await api.register(paymentRoutes, { services });
      await api.register(prepaidAccountRoutes, { services });
      await api.register(orderRoutes, { services });
      await api.register(invoiceRoutes, { services });
      await api.register(customerDomainRoutes, { services });
      await api.register(restoreRoutes, { services });
      // Test-only routes of the browser tests: never registered in a normal start (E2E_TEST_ROUTES).
      if (options.config.e2eTestRoutes) await api.register(lifecycleTestRoutes, { services });
      if (options.config.e2eTestRoutes) await api.register(contactTestRoutes, { services });
      if (options.config.e2eTestRoutes) await api.register(popupTestRoutes, { services });
      await api.register(premiumRoutes, { services });
      await api.register(renewalRoutes, { services });
      await api.register(renewalLinkRoutes, { services });
      await api.register(transferRoutes, { services });
      await api.register(ownershipRoutes, { services });
      await api.register(privacyRoutes, { services });
      await api.register(dnsRoutes, { services });
      await api.register(mailboxRoutes, { services });
      // The OpenAPI 3.1 document of every registered route, made at the first request, when all are known (decision 058).
      let openApi: OpenApiDocument | undefined;
      api.get(
        '/openapi.json',
        { config: { answer: { mediaType: 'application/json', description: 'This document: OpenAPI 3.1, not in the envelope.' } } },
        async () => (openApi ??= buildOpenApiDocument(routes, { version: services.buildInfo.hash })),
      );
    },
    { prefix: '/api/v1' },
  );
  await app.register(rdapRoutes, { services });
  await app.register(dynamicDnsRoutes, { services });
  await app.register(rssRoutes, { services });
  await app.register(supportRoutes, { services });
  await app.register(sandboxGatewayRoutes, { services });
  await registerWebApp(app, config.webDistDir);
  return app;
}
