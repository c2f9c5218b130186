import { createServer } from 'node:net';
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { prepareDatabase } from './db/prepare-database';
import { DEMO_USERS } from './db/seed/demo-users.data';
import { createWhoisTcpServer } from './modules/whois/whois-tcp-server';
import { warmPasswordPolicy } from './modules/user/password-policy';

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
  const app = await buildApp({ config, database });

  const cleanup = setInterval(() => {
    app.services.sessions.deleteExpired().catch((error) => app.log.warn({ err: error }, 'expired session clean-up failed'));
    app.services.renewalLinks.deleteStale().catch((error) => app.log.warn({ err: error }, 'expired renewal link clean-up failed'));
  }, HOUR);
  cleanup.unref();

  // WHOIS on TCP is a side service: when its port is taken the shop still runs, and says so.
  let whoisServer: ReturnType<typeof createWhoisTcpServer> | null = null;
  let whoisPort: number | null = null;
  if (config.whois) {
    whoisServer = createWhoisTcpServer({ lookup: app.services.whois, log: app.log, serverName: config.whois.serverName });
    try {
      whoisPort = await whoisServer.listen(config.whois.port, config.host);
    } catch (error) {
      app.log.warn({ err: error }, `the WHOIS server could not listen on port ${config.whois.port}; set WHOIS_PORT to another port or "off"`);
      whoisServer = null;
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(cleanup);
    await whoisServer?.close();
    await app.close();
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
  if (whoisPort !== null) lines.push(`WHOIS answers on port ${whoisPort} (whois -h ${config.host} -p ${whoisPort} example.com)`);
  if (config.seedDemoData) {
    lines.push('Demo logins:', ...DEMO_USERS.map((user) => `  ${user.status.padEnd(8)} ${user.login} / ${user.password}`));
  }
  console.log(`\n${lines.join('\n')}\n`);
}

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
