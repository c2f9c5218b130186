import { createServer } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { prepareDatabase } from './db/prepare-database';
import { DEMO_USERS } from './db/seed/demo-users.data';
import { createSharedRateLimiter } from './lib/rate-limiter';
import { createWhoisTcpServer } from './modules/whois/whois-tcp-server';
import { startForwardingEdge } from './modules/dns-zone/start-forwarding-edge';
import { warmPasswordPolicy } from './modules/user/password-policy';
import { notServedPublisher, type DnsPublisher } from './dns/dns-publisher';
import { createPowerDnsPublisher } from './dns/powerdns/powerdns-client';
import { startManagedPowerDns } from './dns/powerdns/managed-powerdns';
import { startManagedMailServers, withBoundMailPorts, type MailPorts } from './mail-servers/managed-mail-servers';
import type { MailTls } from './mail-servers/mail-tls';
import { mailConnectionSettings } from './modules/mailbox/mailbox.service';
import { notServedMailPublisher, type MailPublisher } from './mail-servers/mail-snapshot';

const HOUR = 60 * 60_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  config = await withConcretePort(config);
  const database = await prepareDatabase(config);
  warmPasswordPolicy();
  const dns = await startDnsServer(config);
  const mail = await startMailServers(config);
  // The mailbox settings, autoconfig and profiles name the ports the servers listen on (0 picks one).
  config = { ...config, mailServers: withBoundMailPorts(config.mailServers, mail.ports) };
  const app = await buildApp({ config, database, dnsPublisher: dns.publisher, mailPublisher: mail.publisher });
  appLog = app.log;
  if (dns.notServed) app.log.warn(`DNS zones are kept but not served: ${dns.notServed}`);
  if (mail.notServed) app.log.warn(`Mailboxes are kept but not served: ${mail.notServed}`);

  const cleanup = setInterval(() => {
    app.services.sessions.deleteExpired().catch((error) => app.log.warn({ err: error }, 'expired session clean-up failed'));
    app.services.renewalLinks.deleteStale().catch((error) => app.log.warn({ err: error }, 'expired renewal link clean-up failed'));
    app.services.limiter.deleteForgotten().catch((error) => app.log.warn({ err: error }, 'forgotten attempt counter clean-up failed'));
  }, HOUR);
  cleanup.unref();

  // WHOIS on TCP is a side service: when its port is taken the shop still runs, and says so.
  let whoisServer: ReturnType<typeof createWhoisTcpServer> | null = null;
  let whoisPort: number | null = null;
  if (config.whois) {
    const limiter = createSharedRateLimiter(app.services.database.db, {
      scope: 'whois',
      limit: 60,
      windowMs: 60_000,
      now: () => app.services.clock.now().getTime(),
    });
    whoisServer = createWhoisTcpServer({ lookup: app.services.whois, log: app.log, serverName: config.whois.serverName, limiter });
    try {
      whoisPort = await whoisServer.listen(config.whois.port, config.host);
    } catch (error) {
      app.log.warn(
        { err: error },
        `the WHOIS server could not listen on port ${config.whois.port}; set WHOIS_PORT to another port or "off"`,
      );
      whoisServer = null;
    }
  }

  // URL records and parked names point at the forwarding edge (FORWARDING_EDGE_PORT, FORWARDING_EDGE_ADDRESSES).
  const edge = await startForwardingEdge(app, config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(cleanup);
    await whoisServer?.close();
    await edge.close();
    await app.close();
    await dns.stop();
    await mail.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}/`;
  const where = config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  const lines = [`The shop is running at ${url}  (database: ${where})`];
  if (!config.mail.smtpUrl) lines.push(`E-mails are written to ${config.mail.dir} (set SMTP_URL to send them)`);
  if (dns.dnsPort !== null) lines.push(`DNS answers on 127.0.0.1:${dns.dnsPort} (dig @127.0.0.1 -p ${dns.dnsPort} example.com)`);
  else if (config.dns.external) lines.push(`DNS zones are pushed to PowerDNS at ${config.dns.external.apiUrl}`);
  else if (dns.notServed) lines.push(`DNS zones are kept but not served: ${dns.notServed}`);
  if (mail.ports) {
    const mailHost = config.mailServers.hostname;
    const connection = mailConnectionSettings({ hostname: mailHost, imapPort: mail.ports.imap, submissionPort: mail.ports.submission });
    const tlsWord = (security: string) => (security === 'ssl' ? 'TLS' : 'STARTTLS');
    lines.push(
      `Mail for hosted mailboxes as ${mailHost}: IMAP on port ${mail.ports.imap} (${tlsWord(connection.imap.security)}), SMTP (inbound, STARTTLS offered) on port ${mail.ports.smtp}, submission on port ${mail.ports.submission} (${tlsWord(connection.smtp.security)})`,
    );
    if (mail.tls)
      lines.push(
        mail.tls.selfSigned
          ? `The mail servers' certificate is self-signed (${mail.tls.certFile}): mail programs will warn; set MAIL_TLS_CERT and MAIL_TLS_KEY to a real one`
          : `The mail servers' certificate: ${mail.tls.certFile}, valid until ${mail.tls.validTo}`,
      );
  } else if (mail.notServed) lines.push(`Mailboxes are kept but not served: ${mail.notServed}`);
  if (edge.port !== null)
    lines.push(
      `URL forwarding and parking answer on port ${edge.port} for ${config.dns.edgeAddresses.v4.concat(config.dns.edgeAddresses.v6).join(', ')} (curl -H 'Host: <name>' http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${edge.port}/)`,
    );
  if (edge.tlsPort !== null)
    lines.push(`HTTPS forwarding answers on port ${edge.tlsPort} with certificates from ${config.edgeTls.settings?.directoryUrl}`);
  if (whoisPort !== null) lines.push(`WHOIS answers on port ${whoisPort} (whois -h ${config.host} -p ${whoisPort} example.com)`);
  if (config.seedDemoData) {
    lines.push('Demo logins:', ...DEMO_USERS.map((user) => `  ${user.status.padEnd(8)} ${user.login} / ${user.password}`));
  }
  console.log(`\n${lines.join('\n')}\n`);
}

/**
 * The DNS server of the customers' zones (decision 032). The managed PowerDNS starts before the
 * app, so the zone jobs find it answering; when it cannot run, the shop runs without it and says
 * why, as it does for WHOIS.
 */
async function startDnsServer(
  config: Config,
): Promise<{ publisher: DnsPublisher; dnsPort: number | null; notServed: string | null; stop(): Promise<void> }> {
  const notServed = (reason: string) => ({ publisher: notServedPublisher(reason), dnsPort: null, notServed: reason, stop: async () => {} });
  if (config.dns.server === 'off') return notServed('DNS_SERVER is off');
  if (config.dns.server === 'external') {
    // Validated by the configuration: external always comes with its URL and key.
    const external = config.dns.external!;
    const publisher = createPowerDnsPublisher({ ...external, nameservers: config.dns.nameservers });
    return { publisher, dnsPort: null, notServed: null, stop: async () => {} };
  }
  const managed = await startManagedPowerDns({ ...config.dns.managed, nameservers: config.dns.nameservers, log: powerDnsLog });
  if (!managed.running) return notServed(managed.reason);
  return { publisher: managed.publisher, dnsPort: managed.dnsPort, notServed: null, stop: managed.stop };
}

/**
 * The mail servers of the mailboxes (decision 041), started before the app like PowerDNS, so the
 * first snapshot finds them running; when they cannot run the shop keeps mailboxes without serving
 * them and says why (publisher.status() gives the reason to the page).
 */
async function startMailServers(
  config: Config,
): Promise<{ publisher: MailPublisher; ports: MailPorts | null; tls: MailTls | null; notServed: string | null; stop(): Promise<void> }> {
  const notServed = (reason: string) => ({
    publisher: notServedMailPublisher(reason),
    ports: null,
    tls: null,
    notServed: reason,
    stop: async () => {},
  });
  const settings = config.mailServers;
  if (settings.mode === 'off') return notServed('MAIL_SERVERS is off');
  const managed = await startManagedMailServers({
    dir: settings.dir,
    listen: config.host,
    imapPort: settings.imapPort,
    smtpPort: settings.smtpPort,
    submissionPort: settings.submissionPort,
    hostname: settings.hostname,
    smarthost: settings.smarthost,
    tls: settings.tls,
    log: powerDnsLog,
  });
  if (!managed.running) return notServed(managed.reason);
  return { publisher: managed.publisher, ports: managed.ports, tls: managed.tls, notServed: null, stop: managed.stop };
}

/** PowerDNS and the mail servers start before the app and its logger exist; their later restarts go to the app's log. */
let appLog: FastifyBaseLogger | null = null;
const powerDnsLog = {
  info: (details: object, message: string) => (appLog ? appLog.info(details, message) : console.log(message, details)),
  warn: (details: object, message: string) => (appLog ? appLog.warn(details, message) : console.warn(message, details)),
  error: (details: object, message: string) => (appLog ? appLog.error(details, message) : console.error(message, details)),
};

/**
 * PORT=0 asks for any free port. Links in e-mails and payment redirects need the real one before
 * the app is built, so the port is chosen first (unless PUBLIC_URL names the address anyway).
 */
async function withConcretePort(config: Config): Promise<Config> {
  if (config.port !== 0 || config.publicUrl) return config;
  const port = await new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, config.host, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
  return { ...config, port, linkBaseUrl: config.linkBaseUrl.replace(/:0$/, `:${port}`) };
}

main().catch((error) => {
  console.error('The shop could not start:', error);
  process.exit(1);
});
